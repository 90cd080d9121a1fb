import { describe, expect, test } from "vitest";
import { surveyQuestionIds } from "./question-bank.js";
import {
  type Answers,
  conditionalQuestionIds,
  getVisibilityCondition,
  isQuestionVisible,
  visibilityConditions,
  visibleQuestions,
} from "./visibility.js";

describe("DEM_L2 (how many children) only if DEM_L1 is yes", () => {
  test.each([
    [true, true],
    [false, false],
    ["yes", false],
    [undefined, false],
  ])("DEM_L1 = %s -> visible %s", (value, visible) => {
    const answers: Answers = value === undefined ? {} : { DEM_L1: value };
    expect(isQuestionVisible("DEM_L2", answers)).toBe(visible);
  });
});

describe("PREF8 (community preference) only if PREF5 is above 2", () => {
  test.each([
    [1, false],
    [2, false],
    [3, true],
    [7, true],
    ["5", false],
    [undefined, false],
  ])("PREF5 = %s -> visible %s", (value, visible) => {
    const answers: Answers = value === undefined ? {} : { PREF5: value };
    expect(isQuestionVisible("PREF8", answers)).toBe(visible);
  });
});

describe("REL_G1 and REL_G3 only if REL_G5 is yes", () => {
  test.each([
    [true, true],
    [false, false],
    [undefined, false],
  ])("REL_G5 = %s -> visible %s", (value, visible) => {
    const answers: Answers = value === undefined ? {} : { REL_G5: value };
    expect(isQuestionVisible("REL_G1", answers)).toBe(visible);
    expect(isQuestionVisible("REL_G3", answers)).toBe(visible);
    expect(isQuestionVisible("REL_G2", answers)).toBe(true);
  });
});

describe("LIFEST6 hidden when the mean of answered PERS_E1-E3 (at least 2) is below 2.5", () => {
  test.each([
    [{}, true],
    [{ PERS_E1: 1 }, true],
    [{ PERS_E1: 2, PERS_E2: 2 }, false],
    [{ PERS_E1: 2, PERS_E3: 3 }, true],
    [{ PERS_E2: 1, PERS_E3: 4 }, true],
    [{ PERS_E1: 1, PERS_E2: 3, PERS_E3: 3 }, false],
    [{ PERS_E1: 2, PERS_E2: 2, PERS_E3: 4 }, true],
    [{ PERS_E1: 1, PERS_E2: 1, PERS_E3: 7 }, true],
    // Invalid values are not answers: only one real answer remains.
    [{ PERS_E1: 1, PERS_E2: "1", PERS_E3: 0 }, true],
    // PERS_E4 and PERS_E5 do not count.
    [{ PERS_E1: 7, PERS_E4: 1, PERS_E5: 1 }, true],
  ])("%o -> visible %s", (answers, visible) => {
    expect(isQuestionVisible("LIFEST6", answers)).toBe(visible);
  });
});

test("every other question is always visible; unknown ids never", () => {
  const always = surveyQuestionIds.filter((id) => !conditionalQuestionIds.includes(id));
  for (const id of always) expect(isQuestionVisible(id, {}), id).toBe(true);
  expect(isQuestionVisible("NOPE", {})).toBe(false);
});

test("visibleQuestions follows the rules, in bank order", () => {
  const none = visibleQuestions({}).map((q) => q.id);
  expect(none).toHaveLength(83);
  expect(none).not.toContain("DEM_L2");
  expect(none).toContain("LIFEST6");
  const opened = visibleQuestions({ DEM_L1: true, PREF5: 5, REL_G5: true }).map((q) => q.id);
  expect(opened).toEqual(surveyQuestionIds);
});

test("each conditional question has its condition in words", () => {
  expect([...conditionalQuestionIds].sort()).toEqual(
    ["DEM_L2", "LIFEST6", "PREF8", "REL_G1", "REL_G3"].sort(),
  );
  for (const id of conditionalQuestionIds) {
    expect(visibilityConditions[id]).toMatch(/^(Shown only when|Hidden when)/);
    expect(getVisibilityCondition(id)).toBe(visibilityConditions[id]);
  }
  expect(getVisibilityCondition("PERS_O1")).toBeUndefined();
});
