import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { buildCompleteAnswers } from "../survey/fixtures.js";
import { bigFiveTraits, surveyQuestions } from "../survey/question-bank.js";
import {
  bigFiveBandLabels,
  getBigFiveBand,
  getBigFiveBands,
  scoreBigFive,
  scoreTrait,
  toTraitPercent,
} from "./big-five.js";

const personalityItems = surveyQuestions.filter((q) => q.scale?.kind === "bigFive");
const scaleValue = fc.integer({ min: 1, max: 7 });
const randomPersonality = fc
  .tuple(...personalityItems.map(() => scaleValue))
  .map((values) => Object.fromEntries(personalityItems.map((q, i) => [q.id, values[i]!])));

describe("keying", () => {
  test("raising one answer lowers its trait by 1/30 if reverse-keyed, else raises it; other traits stay", () => {
    fc.assert(
      fc.property(
        randomPersonality,
        fc.constantFrom(...personalityItems),
        fc.integer({ min: 1, max: 6 }),
        (answers, item, value) => {
          const before = scoreBigFive({ ...answers, [item.id]: value });
          const after = scoreBigFive({ ...answers, [item.id]: value + 1 });
          const trait = item.scale?.kind === "bigFive" ? item.scale.trait : "none";
          const step = item.reverseCoded ? -1 / 30 : 1 / 30;
          for (const t of bigFiveTraits) {
            expect(after[t] - before[t]).toBeCloseTo(t === trait ? step : 0, 10);
          }
        },
      ),
    );
  });

  test("scores lie in 0..1, and are 0 and 1 at the extremes of the keyed scale", () => {
    fc.assert(
      fc.property(randomPersonality, (answers) => {
        for (const score of Object.values(scoreBigFive(answers))) {
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(1);
        }
      }),
    );
    const top = Object.fromEntries(personalityItems.map((q) => [q.id, q.reverseCoded ? 1 : 7]));
    const bottom = Object.fromEntries(personalityItems.map((q) => [q.id, q.reverseCoded ? 7 : 1]));
    for (const t of bigFiveTraits) {
      expect(scoreTrait(t, top)).toBe(1);
      expect(scoreTrait(t, bottom)).toBe(0);
    }
  });
});

test("hand-computed fixture for all five traits", () => {
  const answers = buildCompleteAnswers({
    // Openness: 7, 6, 5, O4 2 -> 6, 4: mean 28/5 = 5.6 -> 4.6/6
    PERS_O1: 7,
    PERS_O2: 6,
    PERS_O3: 5,
    PERS_O4: 2,
    PERS_O5: 4,
    // Conscientiousness: 3, 3, 3, C4 6 -> 2, 3: mean 14/5 = 2.8 -> 1.8/6
    PERS_C1: 3,
    PERS_C2: 3,
    PERS_C3: 3,
    PERS_C4: 6,
    PERS_C5: 3,
    // Extraversion: 1, 2, 1, E4 7 -> 1, 1: mean 6/5 = 1.2 -> 0.2/6
    PERS_E1: 1,
    PERS_E2: 2,
    PERS_E3: 1,
    PERS_E4: 7,
    PERS_E5: 1,
    // Agreeableness: 7, 7, 7, A4 1 -> 7, 7: mean 7 -> 1
    PERS_A1: 7,
    PERS_A2: 7,
    PERS_A3: 7,
    PERS_A4: 1,
    PERS_A5: 7,
    // Neuroticism: 4, 5, N3 4 -> 4, 3, N5 4 -> 4: mean 20/5 = 4 -> 0.5
    PERS_N1: 4,
    PERS_N2: 5,
    PERS_N3: 4,
    PERS_N4: 3,
    PERS_N5: 4,
  });
  const scores = scoreBigFive(answers);
  expect(scores.openness).toBeCloseTo(4.6 / 6, 12);
  expect(scores.conscientiousness).toBeCloseTo(0.3, 12);
  expect(scores.extraversion).toBeCloseTo(0.2 / 6, 12);
  expect(scores.agreeableness).toBe(1);
  expect(scores.neuroticism).toBe(0.5);
  expect(Object.fromEntries(bigFiveTraits.map((t) => [t, toTraitPercent(scores[t])]))).toEqual({
    openness: 77,
    conscientiousness: 30,
    extraversion: 3,
    agreeableness: 100,
    neuroticism: 50,
  });
  expect(getBigFiveBands(scores)).toEqual({
    openness: "high",
    conscientiousness: "low",
    extraversion: "veryLow",
    agreeableness: "veryHigh",
    neuroticism: "average",
  });
});

test("Neuroticism runs the way of negative emotion: the relaxed items count against it", () => {
  const calm = buildCompleteAnswers({
    PERS_N1: 1,
    PERS_N2: 1,
    PERS_N3: 7,
    PERS_N4: 1,
    PERS_N5: 7,
  });
  expect(scoreTrait("neuroticism", calm)).toBe(0);
});

test("a missing or invalid answer cannot be scored", () => {
  const { PERS_O3: _, ...missing } = buildCompleteAnswers();
  expect(() => scoreTrait("openness", missing)).toThrow(/PERS_O3/);
  expect(() => scoreBigFive(buildCompleteAnswers({ PERS_A2: 8 }))).toThrow(/PERS_A2/);
});

describe("bands by percent = round(score x 100)", () => {
  test.each([
    [0, "veryLow"],
    [0.19, "veryLow"],
    [0.2, "low"],
    [0.39, "low"],
    [0.4, "average"],
    [0.59, "average"],
    [0.6, "high"],
    [0.79, "high"],
    [0.8, "veryHigh"],
    [1, "veryHigh"],
    // Rounding decides the band, not the raw score.
    [0.194, "veryLow"],
    [0.195, "low"],
    [0.395, "average"],
    [0.5949, "average"],
    [0.595, "high"],
    [0.795, "veryHigh"],
  ])("%d -> %s", (score, band) => {
    expect(getBigFiveBand(score)).toBe(band);
  });

  test("decimal scores round as written", () => {
    expect(toTraitPercent(0.145)).toBe(15);
    expect(toTraitPercent(0.195)).toBe(20);
    expect(toTraitPercent(0.575)).toBe(58);
    expect(toTraitPercent(0.1949)).toBe(19);
  });

  test("labels", () => {
    expect(bigFiveBandLabels).toEqual({
      veryLow: "Very Low",
      low: "Low",
      average: "Average",
      high: "High",
      veryHigh: "Very High",
    });
  });
});
