import type { Narrative, NarrativeInput } from "@shared/report/schemas.js";

/**
 * The sections every narrative should have, in order. The report screen colours a section by
 * keyword: strengths green, growth areas orange, recommendations blue, the others purple.
 */
export const narrativeHeadings = [
  "Overview",
  "Your Strengths",
  "Growth Areas",
  "In Relationships",
  "Recommendations",
  "How to Read These Scores",
] as const;
export type NarrativeHeading = (typeof narrativeHeadings)[number];

/** Composes a personality narrative from scores only (decision 22). */
export interface NarrativeWriter {
  readonly name: "builtin" | "ai";
  write(input: NarrativeInput, options?: { signal?: AbortSignal }): Promise<Narrative>;
}

// Markup that a text renderer shows harmlessly today but that would become active if anything
// downstream ever treated the text as Markdown or HTML (security.md, OWASP LLM05).
const emphasis = /\*\*|__|`+/g;
// A link target may hold one level of parentheses: [x](javascript:alert(1)).
const markdownImage = /!\[([^\]\n]*)\]\((?:[^()\n]|\([^()\n]*\))*\)/g;
const markdownLink = /\[([^\]\n]*)\]\((?:[^()\n]|\([^()\n]*\))*\)/g;
const htmlTag = /<\/?[a-z!?/][^<>]*>/gi;
const htmlEntity = /&#?\w+;/g;
const urlLike = /(?:https?|ftp|file|javascript|vbscript|data):\S+|\bwww\.\S+/gi;
// Characters outside ordinary text: C0/C1 controls, bidi overrides and zero-width marks.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const invisible = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
// What the report screen's parser reads as a heading or a bullet at the start of a line.
const lineMarker = /^(?:[#>*•·\-–—+]+\s*)+/;

/**
 * One line of plain text: markup removed, line breaks folded, no leading heading or bullet
 * marker, so the rendered text has exactly the structure our own code gives it. Removed markup
 * leaves a space (emphasis marks excepted, which go first), so that removing one thing never
 * joins its neighbours into another.
 */
export function toPlainLine(text: string): string {
  // One pass can uncover markup (removing "`" from "_`_" leaves "__"): repeat until nothing
  // changes, so that cleaning is idempotent. Every pass shortens or keeps the text, so this ends.
  let current = text;
  for (let pass = 0; pass < 10; pass++) {
    const next = cleanOnce(current);
    if (next === current) return next;
    current = next;
  }
  return current;
}

function cleanOnce(text: string): string {
  return text
    .replace(invisible, " ")
    .replace(emphasis, "")
    .replace(markdownImage, " $1 ")
    .replace(markdownLink, " $1 ")
    .replace(htmlTag, " ")
    .replace(htmlEntity, " ")
    .replace(urlLike, " ")
    .replace(/[<>]/g, " ")
    .replace(/!+\[/g, "[")
    .replace(/\]\(/g, "] ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(lineMarker, "")
    .trim();
}

/**
 * The narrative with every string made plain; empty paragraphs, bullets and sections are
 * dropped. Each string only gets shorter, so the length limits of NarrativeSchema still hold;
 * the section count may fall, so a caller that needs a valid Narrative parses the result again.
 */
export function sanitizeNarrative(narrative: Narrative): Narrative {
  return {
    sections: narrative.sections
      .map((section) => ({
        heading: toPlainLine(section.heading),
        paragraphs: section.paragraphs.map(toPlainLine).filter((p) => p.length > 0),
        bullets: section.bullets.map(toPlainLine).filter((b) => b.length > 0),
      }))
      .filter((s) => s.heading.length > 0 && s.paragraphs.length + s.bullets.length > 0),
  };
}

/**
 * The text stored as `aiNarrative` and parsed by the report screen: "## Heading", then each
 * paragraph on its own line, then "- " bullets; a blank line between sections.
 */
export function renderNarrative(narrative: Narrative): string {
  return sanitizeNarrative(narrative)
    .sections.map((section) =>
      [
        `## ${section.heading}`,
        ...section.paragraphs,
        ...section.bullets.map((bullet) => `- ${bullet}`),
      ].join("\n"),
    )
    .join("\n\n");
}
