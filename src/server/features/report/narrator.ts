import type { Config } from "../../config.js";
import type { NarrativeFn } from "./service.js";
import { createAiWriter } from "./writers/ai-writer.js";
import { builtinWriter } from "./writers/builtin-writer.js";
import { narrate } from "./writers/narrate.js";

/** The configured narrative: the AI model when one is set (decision 22), else the built-in writer. */
export function createNarrator(
  ai: Config["ai"],
  log: { warn(details: object, message: string): void },
): NarrativeFn {
  const aiWriter = ai
    ? createAiWriter({
        baseUrl: ai.baseUrl,
        apiKey: ai.apiKey,
        model: ai.model,
        timeoutMs: ai.timeoutMs,
      })
    : undefined;
  return async (input) => {
    const result = await narrate(input, { ai: aiWriter, builtin: builtinWriter });
    if (result.aiFailed)
      log.warn(
        { reason: result.aiFailureReason },
        "AI narrative failed; the built-in writer answered",
      );
    return { text: result.text, source: result.source, aiFailed: result.aiFailed };
  };
}
