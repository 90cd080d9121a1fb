import type { NarrativeInput } from "@shared/report/schemas.js";
import { type AiFailureReason, AiWriterError } from "./ai-writer.js";
import { type NarrativeWriter, renderNarrative } from "./writer.js";

export interface Narration {
  /** Rendered "## Heading" text, stored as the report's aiNarrative. */
  text: string;
  source: "ai" | "builtin";
  /** The AI writer was configured but failed, so "Regenerate AI Analysis" stays available. */
  aiFailed: boolean;
  /** Why the AI writer failed, for the log; absent unless aiFailed. */
  aiFailureReason?: AiFailureReason;
}

/**
 * The narrative from the AI writer when one is configured, otherwise (or when it fails) from the
 * built-in writer (decision 22). Only an AiWriterError falls back: a caller's abort or a bug in
 * our own code propagates.
 */
export async function narrate(
  input: NarrativeInput,
  writers: { ai?: NarrativeWriter; builtin: NarrativeWriter; signal?: AbortSignal },
): Promise<Narration> {
  const { ai, builtin, signal } = writers;
  let aiFailureReason: AiFailureReason | undefined;
  if (ai) {
    try {
      const narrative = await ai.write(input, { signal });
      return { text: renderNarrative(narrative), source: "ai", aiFailed: false };
    } catch (error) {
      if (!(error instanceof AiWriterError)) throw error;
      aiFailureReason = error.reason;
    }
  }
  const narrative = await builtin.write(input, { signal });
  return aiFailureReason
    ? { text: renderNarrative(narrative), source: "builtin", aiFailed: true, aiFailureReason }
    : { text: renderNarrative(narrative), source: "builtin", aiFailed: false };
}
