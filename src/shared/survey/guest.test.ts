import { describe, expect, test } from "vitest";
import {
  getGuestLevel,
  guestQuestions,
  guestScaleLabels,
  scoreGuestAnswers,
  scoreGuestPreview,
} from "./guest.js";

test("guest_1..guest_5, one scale question per trait in the spec's order", () => {
  expect(guestQuestions.map((q) => [q.id, q.type, q.trait])).toEqual([
    ["guest_1", "scale", "extraversion"],
    ["guest_2", "scale", "agreeableness"],
    ["guest_3", "scale", "conscientiousness"],
    ["guest_4", "scale", "neuroticism"],
    ["guest_5", "scale", "openness"],
  ]);
  for (const q of guestQuestions) expect(q.text.length).toBeLessThan(200);
});

test("every guest item is plus-keyed for its trait, so raw answers score directly", () => {
  for (const q of guestQuestions) {
    const plusForTrait =
      q.trait === "neuroticism" ? q.ipip.factorKey === "-" : q.ipip.factorKey === "+";
    expect(plusForTrait, q.id).toBe(true);
  }
});

describe("guest score: mean / 7 x 100, rounded; unanswered counts as 4", () => {
  test.each([
    [[7], 100],
    [[5], 71],
    [[4], 57],
    [[3], 43],
    [[2], 29],
    [[1], 14],
    [[undefined], 57],
    [[9], 57],
    [[2.5], 57],
    [[7, 1], 57],
    [[7, undefined], 79],
  ])("%o -> %i", (values, percent) => {
    expect(scoreGuestAnswers(values)).toBe(percent);
  });
});

describe("guest level: High above 70, Moderate above 40, else Low", () => {
  test.each([
    [100, "High"],
    [71, "High"],
    [70, "Moderate"],
    [41, "Moderate"],
    [40, "Low"],
    [0, "Low"],
  ])("%i -> %s", (percent, level) => {
    expect(getGuestLevel(percent)).toBe(level);
  });
});

test("the preview scores each trait from its own question", () => {
  expect(scoreGuestPreview({ guest_1: 7, guest_2: 5, guest_3: 3, guest_5: 1 })).toEqual([
    { trait: "extraversion", percent: 100, level: "High" },
    { trait: "agreeableness", percent: 71, level: "High" },
    { trait: "conscientiousness", percent: 43, level: "Moderate" },
    { trait: "neuroticism", percent: 57, level: "Moderate" },
    { trait: "openness", percent: 14, level: "Low" },
  ]);
});

test("the guest survey says 'Slightly' at 3 and 5", () => {
  expect(guestScaleLabels[2]).toBe("Slightly Disagree");
  expect(guestScaleLabels[4]).toBe("Slightly Agree");
});
