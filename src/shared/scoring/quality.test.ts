import { describe, expect, test } from "vitest";
import { buildCompleteAnswers } from "../survey/fixtures.js";
import { surveyQuestions } from "../survey/question-bank.js";
import { getQualityFlags, isStraightLined, isTooFast, reverseKeyedPairs } from "./quality.js";

const keyedItems = surveyQuestions.filter(
  (q) => q.scale?.kind === "bigFive" || q.scale?.kind === "attachment",
);
const allSame = (value: number) => Object.fromEntries(keyedItems.map((q) => [q.id, value]));

test("27 reverse-keyed pairs, each within one construct", () => {
  expect(reverseKeyedPairs).toHaveLength(27);
  expect(reverseKeyedPairs).toContainEqual(["PERS_O4", "PERS_O1"]);
  expect(reverseKeyedPairs).toContainEqual(["PERS_N5", "PERS_N4"]);
  expect(reverseKeyedPairs).toContainEqual(["ATT8", "ATT12"]);
  expect(reverseKeyedPairs).not.toContainEqual(["ATT8", "ATT1"]);
  expect(reverseKeyedPairs).not.toContainEqual(["PERS_N3", "PERS_N5"]);
});

describe("straight-lining", () => {
  test("the same answer everywhere is flagged, whatever the answer", () => {
    for (const v of [1, 4, 7]) expect(isStraightLined(allSame(v)), String(v)).toBe(true);
  });

  test("same within each construct but different between them is still flagged", () => {
    const answers = Object.fromEntries(
      keyedItems.map((q) => [q.id, q.category === "attachment" ? 2 : 6]),
    );
    expect(isStraightLined(answers)).toBe(true);
  });

  test("one pair answered in opposite directions clears the flag", () => {
    expect(isStraightLined({ ...allSame(5), PERS_E4: 2 })).toBe(false);
  });

  test("a considered survey is not flagged", () => {
    const considered = buildCompleteAnswers({
      PERS_O4: 2,
      PERS_C4: 3,
      PERS_E4: 5,
      PERS_A4: 1,
      PERS_N3: 6,
      PERS_N5: 6,
      ATT8: 6,
    });
    expect(isStraightLined(considered)).toBe(false);
  });

  test("nothing to compare, nothing flagged", () => {
    expect(isStraightLined({})).toBe(false);
    expect(isStraightLined({ PERS_O4: 4 })).toBe(false);
  });
});

describe("too fast: under 2 seconds per question", () => {
  const startedAt = new Date("2025-01-01T10:00:00Z");
  const finishedAfter = (seconds: number) => ({
    startedAt,
    completedAt: new Date(startedAt.getTime() + seconds * 1000),
  });

  test.each([
    [0, true],
    [165.999, true],
    [166, false],
    [600, false],
    [-5, false],
  ])("83 questions in %d s -> %s", (seconds, flagged) => {
    expect(isTooFast(finishedAfter(seconds), 83)).toBe(flagged);
  });

  test("counts the questions this person was shown", () => {
    // Complete fixture with every conditional question open: 87 questions -> 174 s.
    const open = buildCompleteAnswers({ DEM_L1: true, REL_G5: true });
    const codes = (s: number) => getQualityFlags(open, finishedAfter(s)).map((f) => f.code);
    expect(codes(173)).toContain("too-fast");
    expect(codes(174)).not.toContain("too-fast");
  });
});

test("flags carry the message to show the person", () => {
  const flags = getQualityFlags(allSame(4), {
    startedAt: new Date(0),
    completedAt: new Date(10_000),
  });
  expect(flags.map((f) => f.code)).toEqual(["straight-lining", "too-fast"]);
  for (const flag of flags) expect(flag.message).toMatch(/your answers may not describe you well/);
});
