import { cn } from "@web/lib/utils";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { GlossaryContainer, GlossaryText } from "./glossary";

export interface NarrativeSection {
  heading: string;
  lines: string[];
}

/** Splits "## Heading" sections; text before the first heading becomes an "Overview". */
export function splitNarrative(text: string): NarrativeSection[] {
  const sections: NarrativeSection[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith("## ")) sections.push({ heading: line.slice(3).trim(), lines: [] });
    else if (line) {
      if (sections.length === 0) sections.push({ heading: "Overview", lines: [] });
      sections[sections.length - 1]?.lines.push(line);
    }
  }
  return sections;
}

const bulletPattern = /^[-•*]\s+/;

/** Bullet lines stay bullets; prose with more than 2 sentences becomes one bullet per sentence. */
export function toDisplay(lines: string[]): { paragraphs: string[]; bullets: string[] } {
  const bullets = lines
    .filter((l) => bulletPattern.test(l))
    .map((l) => l.replace(bulletPattern, ""));
  const prose = lines.filter((l) => !bulletPattern.test(l));
  const sentences = prose
    .flatMap((p) => p.split(/(?<=[.!?]["')\]]?)\s+(?=[A-Z0-9"'(])/))
    .map((s) => s.trim())
    .filter(Boolean);
  if (sentences.length > 2) return { paragraphs: [], bullets: [...sentences, ...bullets] };
  return { paragraphs: prose, bullets };
}

export function sectionTone(heading: string): "green" | "orange" | "blue" | "purple" {
  const h = heading.toLowerCase();
  if (/strength|positive/.test(h)) return "green";
  if (/challenge|growth/.test(h)) return "orange";
  if (/recommend|tip/.test(h)) return "blue";
  return "purple";
}

const toneClass = {
  green: "border-l-green-700 bg-green-50",
  orange: "border-l-orange-700 bg-orange-50",
  blue: "border-l-blue-700 bg-blue-50",
  purple: "border-l-purple-700 bg-purple-50",
} as const;

/** Renders the narrative as plain text (never HTML), one collapsible section per heading. */
export function NarrativeView({ text }: { text: string }) {
  const sections = splitNarrative(text);
  const [closed, setClosed] = useState<Record<string, boolean>>({});
  const [tooltips, setTooltips] = useState<HTMLDivElement | null>(null);
  return (
    <GlossaryContainer.Provider value={tooltips}>
      <div className="flex flex-col gap-3">
        {sections.map((s, i) => {
          const key = `${i}-${s.heading}`;
          const open = !closed[key];
          const { paragraphs, bullets } = toDisplay(s.lines);
          const bodyId = `narrative-${i}`;
          // Each glossary term is explained at its first occurrence in a section.
          const used = new Set<string>();
          return (
            <section
              key={key}
              className={cn("rounded-lg border-l-4 p-4", toneClass[sectionTone(s.heading)])}
            >
              <h3 className="font-semibold text-lg">
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={bodyId}
                  onClick={() => setClosed((c) => ({ ...c, [key]: open }))}
                  className="flex w-full items-center justify-between gap-2 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {s.heading}
                  <ChevronDown
                    aria-hidden="true"
                    className={cn("size-5 shrink-0 transition-transform", open && "rotate-180")}
                  />
                </button>
              </h3>
              <div id={bodyId} hidden={!open} className="mt-2 text-foreground">
                {paragraphs.map((p) => (
                  <p key={p} className="mt-1">
                    <GlossaryText text={p} used={used} />
                  </p>
                ))}
                {bullets.length > 0 ? (
                  <ul className="mt-1 list-disc space-y-1 pl-5">
                    {bullets.map((b, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: sentences may repeat.
                      <li key={j}>
                        <GlossaryText text={b} used={used} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </section>
          );
        })}
        <div ref={setTooltips} />
      </div>
    </GlossaryContainer.Provider>
  );
}
