import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { buildCompleteAnswers } from "../survey/fixtures.js";
import { surveyQuestions } from "../survey/question-bank.js";
import { attachmentStyleLabels, classifyAttachment, scoreAttachment } from "./attachment.js";

const anxietyIds = ["ATT1", "ATT3", "ATT5", "ATT7", "ATT9", "ATT11"];
const avoidanceIds = ["ATT2", "ATT4", "ATT6", "ATT10", "ATT12"];

/** Six anxiety answers, five plain avoidance answers and the raw ATT8 answer. */
function attachmentAnswers(anxiety: number[], avoidance: number[], att8: number) {
  return buildCompleteAnswers({
    ...Object.fromEntries(anxietyIds.map((id, i) => [id, anxiety[i]!])),
    ...Object.fromEntries(avoidanceIds.map((id, i) => [id, avoidance[i]!])),
    ATT8: att8,
  });
}

describe("the four styles, hand-computed", () => {
  test("secure: anxiety 2, avoidance 2 (ATT8 6 keys to 2)", () => {
    const result = scoreAttachment(attachmentAnswers([2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2], 6));
    expect(result).toEqual({ style: "secure", anxiety: 2, avoidance: 2 });
  });

  test("anxious: anxiety 33/6 = 5.5, avoidance (10 + 1)/6", () => {
    const result = scoreAttachment(attachmentAnswers([6, 5, 6, 5, 6, 5], [2, 2, 2, 2, 2], 7));
    expect(result.style).toBe("anxious");
    expect(result.anxiety).toBe(5.5);
    expect(result.avoidance).toBeCloseTo(11 / 6, 12);
  });

  test("avoidant: anxiety 3, avoidance (25 + 6)/6 (ATT8 2 keys to 6)", () => {
    const result = scoreAttachment(attachmentAnswers([3, 3, 3, 3, 3, 3], [5, 5, 5, 5, 5], 2));
    expect(result.style).toBe("avoidant");
    expect(result.anxiety).toBe(3);
    expect(result.avoidance).toBeCloseTo(31 / 6, 12);
  });

  test("fearful-avoidant (stored as disorganized): both exactly 4", () => {
    const result = scoreAttachment(attachmentAnswers([4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4], 4));
    expect(result).toEqual({ style: "disorganized", anxiety: 4, avoidance: 4 });
    expect(attachmentStyleLabels[result.style]).toBe("Fearful-avoidant");
  });

  test("ATT8 is keyed: relying easily on a partner lowers avoidance", () => {
    // Raw mean would be 27/6 = 4.5 (avoidant); keyed, ATT8 7 counts as 1: 21/6 = 3.5.
    const result = scoreAttachment(attachmentAnswers([1, 1, 1, 1, 1, 1], [4, 4, 4, 4, 4], 7));
    expect(result.avoidance).toBe(3.5);
    expect(result.style).toBe("secure");
  });
});

test("region edges at the midpoint 4", () => {
  expect(classifyAttachment(3.99, 3.99)).toBe("secure");
  expect(classifyAttachment(4, 3.99)).toBe("anxious");
  expect(classifyAttachment(3.99, 4)).toBe("avoidant");
  expect(classifyAttachment(4, 4)).toBe("disorganized");
  expect(classifyAttachment(1, 7)).toBe("avoidant");
  expect(classifyAttachment(7, 1)).toBe("anxious");
});

test("keying property: raising an item moves only its own dimension, down only for ATT8", () => {
  const items = surveyQuestions.filter((q) => q.scale?.kind === "attachment");
  const randomAnswers = fc
    .tuple(...items.map(() => fc.integer({ min: 1, max: 7 })))
    .map((values) => Object.fromEntries(items.map((q, i) => [q.id, values[i]!])));
  fc.assert(
    fc.property(
      randomAnswers,
      fc.constantFrom(...items),
      fc.integer({ min: 1, max: 6 }),
      (answers, item, value) => {
        const before = scoreAttachment({ ...answers, [item.id]: value });
        const after = scoreAttachment({ ...answers, [item.id]: value + 1 });
        const dimension = item.scale?.kind === "attachment" ? item.scale.dimension : "none";
        const step = item.reverseCoded ? -1 / 6 : 1 / 6;
        expect(after.anxiety - before.anxiety).toBeCloseTo(dimension === "anxiety" ? step : 0, 10);
        expect(after.avoidance - before.avoidance).toBeCloseTo(
          dimension === "avoidance" ? step : 0,
          10,
        );
      },
    ),
  );
});

test("labels", () => {
  expect(attachmentStyleLabels).toEqual({
    secure: "Secure",
    anxious: "Anxious",
    avoidant: "Avoidant",
    disorganized: "Fearful-avoidant",
  });
});
