import { Tooltip } from "radix-ui";
import { createContext, type ReactNode, useContext, useState } from "react";

export interface GlossaryEntry {
  /** The term as shown in the tooltip's heading. */
  term: string;
  /** Regular-expression source for the words in the text that name the term. */
  pattern: string;
  definition: string;
}

/** Short, plain definitions for the terms a report may use (spec §3, "Glossary"). */
export const glossary: GlossaryEntry[] = [
  {
    term: "Openness",
    pattern: "openness",
    definition:
      "A Big Five trait: curiosity and interest in new ideas, art, feelings and experiences.",
  },
  {
    term: "Conscientiousness",
    pattern: "conscientiousness",
    definition:
      "A Big Five trait: how organised, careful and dependable you are, and how you plan and follow through.",
  },
  {
    term: "Extraversion",
    pattern: "extraversion|extroversion",
    definition:
      "A Big Five trait: how much you seek company, activity and excitement, and draw energy from other people.",
  },
  {
    term: "Agreeableness",
    pattern: "agreeableness",
    definition:
      "A Big Five trait: warmth, trust, kindness and willingness to cooperate with others.",
  },
  {
    term: "Neuroticism",
    pattern: "neuroticism",
    definition:
      "A Big Five trait: how easily you feel worry, stress or low mood. A low score means calmer and steadier.",
  },
  {
    term: "Fearful-avoidant",
    pattern: "fearful-avoidant|disorganized|disorganised",
    definition:
      "An attachment style with high anxiety and high avoidance: wanting closeness but also fearing it.",
  },
  {
    term: "Attachment style",
    pattern: "attachment styles?",
    definition:
      "Your usual way of handling closeness in relationships, measured by two scores: anxiety (worry about rejection) and avoidance (discomfort with closeness).",
  },
  {
    term: "Secure",
    pattern: "secure",
    definition:
      "An attachment style with low anxiety and low avoidance: at ease with closeness and with depending on others.",
  },
  {
    term: "Anxious",
    pattern: "anxious",
    definition:
      "An attachment style with high anxiety and low avoidance: wanting closeness and worrying about rejection or being left.",
  },
  {
    term: "Avoidant",
    pattern: "avoidant",
    definition:
      "An attachment style with low anxiety and high avoidance: preferring independence and uneasy with depending on others.",
  },
  {
    term: "Personality trait",
    pattern: "personality traits?",
    definition:
      "A fairly stable tendency in how a person thinks, feels and behaves across many situations.",
  },
  {
    term: "Big Five",
    pattern: "big[ -]five",
    definition:
      "The most widely used scientific model of personality: Openness, Conscientiousness, Extraversion, Agreeableness and Neuroticism.",
  },
  {
    term: "Percentile",
    pattern: "percentiles?",
    definition:
      "The share of people who score below a given score. Your scores here are not percentiles: they show your position on the scale, as a percent of the maximum.",
  },
  {
    term: "Psychometric",
    pattern: "psychometrics?",
    definition:
      "About measuring psychological qualities, such as personality, with tested questionnaires.",
  },
];

// Longer alternatives come first in the list (fearful-avoidant before avoidant); whole words only.
const termPattern = new RegExp(
  `(?<![\\w-])(?:${glossary.map((g, i) => `(?<t${i}>${g.pattern})`).join("|")})(?![\\w-])`,
  "gi",
);

export type GlossaryPart = string | { text: string; entry: GlossaryEntry };

/**
 * Splits text into plain strings and glossary terms (case-insensitive, whole words).
 * Only a term's first occurrence is marked; `used` carries that across a section's lines.
 */
export function splitGlossary(text: string, used: Set<string> = new Set()): GlossaryPart[] {
  const parts: GlossaryPart[] = [];
  let last = 0;
  for (const match of text.matchAll(termPattern)) {
    const index = Object.entries(match.groups ?? {}).find(([, v]) => v !== undefined)?.[0];
    const entry = index ? glossary[Number(index.slice(1))] : undefined;
    if (!entry || used.has(entry.term)) continue;
    used.add(entry.term);
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ text: match[0], entry });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** Where tooltips are rendered: inside the narrative, so they stay within its landmark. */
export const GlossaryContainer = createContext<HTMLElement | null>(null);

/**
 * Text with its glossary terms as buttons that show a definition (as inert text, never HTML).
 * A button is an atomic inline box, so punctuation right after a term is kept on its line.
 */
export function GlossaryText({ text, used }: { text: string; used: Set<string> }) {
  const parts = splitGlossary(text, used);
  const nodes: ReactNode[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as GlossaryPart;
    if (typeof part === "string") {
      nodes.push(part);
      continue;
    }
    const next = parts[i + 1];
    const punctuation = typeof next === "string" ? (/^[^\s\w]+/.exec(next)?.[0] ?? "") : "";
    if (punctuation) parts[i + 1] = (next as string).slice(punctuation.length);
    nodes.push(
      <span key={i} className="whitespace-nowrap">
        <GlossaryTerm entry={part.entry}>{part.text}</GlossaryTerm>
        {punctuation}
      </span>,
    );
  }
  return <>{nodes}</>;
}

/**
 * Opens on hover after 300 ms, at once on keyboard focus, and on tap or click (which Radix
 * alone would treat as closing); Escape or a tap elsewhere closes it.
 */
export function GlossaryTerm({ entry, children }: { entry: GlossaryEntry; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const container = useContext(GlossaryContainer);
  return (
    <Tooltip.Provider delayDuration={300}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            onClick={(event) => {
              event.preventDefault();
              setOpen(true);
            }}
            className="inline cursor-help rounded-sm underline decoration-dotted decoration-2 underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {children}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal container={container ?? undefined}>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-[40ch] rounded-md bg-foreground px-3 py-2 text-background text-sm leading-snug shadow-md"
          >
            <span className="font-semibold">{entry.term}: </span>
            {entry.definition}
            <Tooltip.Arrow className="fill-foreground" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
