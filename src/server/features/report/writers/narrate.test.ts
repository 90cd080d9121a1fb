import type { Narrative } from "@shared/report/schemas.js";
import { afterEach, describe, expect, test } from "vitest";
import { createAiWriter } from "./ai-writer.js";
import { builtinWriter, writeBuiltinNarrative } from "./builtin-writer.js";
import { narrate } from "./narrate.js";
import { carefulWorrier } from "./narrative-fixtures.js";
import {
  type OpenAiStub,
  type StubHandler,
  sendApiError,
  sendCompletion,
  startOpenAiStub,
} from "./openai-stub.js";
import { type NarrativeWriter, narrativeHeadings, renderNarrative } from "./writer.js";

const builtinText = renderNarrative(writeBuiltinNarrative(carefulWorrier));

const modelNarrative: Narrative = {
  sections: narrativeHeadings.map((heading) => ({
    heading,
    paragraphs: [`The model's ${heading}.`],
    bullets: [],
  })),
};

let stub: OpenAiStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

async function aiWriterServing(handler: StubHandler, timeoutMs = 5_000) {
  stub = await startOpenAiStub(handler);
  return createAiWriter({
    baseUrl: stub.baseUrl,
    apiKey: "k",
    model: "m",
    timeoutMs,
    retryDelayMs: 0,
  });
}

describe("narrate", () => {
  test("without an AI writer the built-in writer answers, and nothing failed", async () => {
    expect(await narrate(carefulWorrier, { builtin: builtinWriter })).toEqual({
      text: builtinText,
      source: "builtin",
      aiFailed: false,
    });
  });

  test("with an AI writer that works, the model's narrative is rendered", async () => {
    const ai = await aiWriterServing((_req, res) =>
      sendCompletion(res, JSON.stringify(modelNarrative)),
    );
    const result = await narrate(carefulWorrier, { ai, builtin: builtinWriter });
    expect(result).toEqual({
      text: renderNarrative(modelNarrative),
      source: "ai",
      aiFailed: false,
    });
    expect(result.text.startsWith("## Overview\nThe model's Overview.")).toBe(true);
  });

  test("when the model refuses the request, the built-in text is used and aiFailed is set", async () => {
    const ai = await aiWriterServing((_req, res) => sendApiError(res, 401));
    expect(await narrate(carefulWorrier, { ai, builtin: builtinWriter })).toEqual({
      text: builtinText,
      source: "builtin",
      aiFailed: true,
      aiFailureReason: "http",
    });
  });

  test("a hanging model falls back to the built-in writer within the time budget", async () => {
    const timeoutMs = 300;
    const ai = await aiWriterServing(() => {
      // Never answers.
    }, timeoutMs);
    const started = performance.now();
    const result = await narrate(carefulWorrier, { ai, builtin: builtinWriter });
    const elapsed = performance.now() - started;

    expect(result).toEqual({
      text: builtinText,
      source: "builtin",
      aiFailed: true,
      aiFailureReason: "timeout",
    });
    // Two attempts of timeoutMs each (one retry), then the built-in writer, which is instant.
    expect(elapsed).toBeGreaterThanOrEqual(2 * timeoutMs - 50);
    expect(elapsed).toBeLessThan(2 * timeoutMs + 500);
    expect(stub?.requests).toHaveLength(2);
  });

  test("an error that is not the AI writer's failure is not hidden behind the fallback", async () => {
    const broken: NarrativeWriter = {
      name: "ai",
      write: () => Promise.reject(new TypeError("bug in our own code")),
    };
    await expect(narrate(carefulWorrier, { ai: broken, builtin: builtinWriter })).rejects.toThrow(
      "bug in our own code",
    );
  });

  test("a caller's abort stops the narration instead of falling back", async () => {
    const ai = await aiWriterServing(() => {
      // Never answers.
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("job cancelled")), 50);
    await expect(
      narrate(carefulWorrier, { ai, builtin: builtinWriter, signal: controller.signal }),
    ).rejects.toThrow("job cancelled");
  });
});
