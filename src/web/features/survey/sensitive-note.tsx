import { ShieldCheck } from "lucide-react";

/**
 * Why a sensitive question is asked and which answers are fine (guides/design.md, trust
 * signals). Only claims the product bears out: these answers feed no personality score,
 * religion is not copied into the report (scoring/cultural.ts), and a low importance on PREF5
 * skips the follow-up PREF8 (visibility rule: PREF5 above 2).
 */
const notes: Readonly<Record<string, string>> = {
  DEM_B3: "only to suggest suitable matches. It plays no part in your personality scores.",
  DEM_B4:
    "only to suggest suitable matches. It plays no part in your personality scores, and 'Prefer not to say' is fine.",
  DEM_L3:
    "shared beliefs matter to many families. Your religion plays no part in your personality scores and is not copied into your report.",
  DEM_L4:
    "to compare what matters to you with what matters to a match. Every level is a fine answer.",
  PREF5:
    "to compare family expectations with a match. If it doesn't matter to you, choose 'Least Important' or 'Not Very Important' and we'll skip the follow-up question.",
  PREF8:
    "to compare with what a match prefers. 'Open to all' or 'Prefer not to say' is fine, and you can change it later.",
  PREF9:
    "to compare what matters to you with what matters to a match. Every level is a fine answer.",
};

export function hasSensitiveNote(questionId: string): boolean {
  return questionId in notes;
}

export function SensitiveNote({ questionId, id }: { questionId: string; id?: string }) {
  const note = notes[questionId];
  if (!note) return null;
  return (
    <p
      id={id}
      className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-muted-foreground text-sm"
    >
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>
        <strong className="font-semibold text-foreground">Why we ask:</strong> {note}
      </span>
    </p>
  );
}
