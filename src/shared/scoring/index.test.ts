import { expect, test } from "vitest";
import { buildCompleteAnswers } from "../survey/fixtures.js";
import { SurveyScoresSchema, scoreSurvey } from "./index.js";

const slow = {
  startedAt: new Date("2025-01-01T10:00:00Z"),
  completedAt: new Date("2025-01-01T10:20:00Z"),
};

test("refuses an incomplete survey, naming the missing ids", () => {
  const { PERS_C2: _c, ATT5: _a, ...answers } = buildCompleteAnswers();
  const result = scoreSurvey(answers, slow);
  expect(result).toMatchObject({ ok: false, missing: ["PERS_C2", "ATT5"] });
  expect(!result.ok && result.message).toContain("PERS_C2, ATT5");
  expect(scoreSurvey({}, slow).ok).toBe(false);
});

test("scores a complete survey", () => {
  const answers = buildCompleteAnswers({
    PERS_O1: 7,
    PERS_O4: 1,
    PERS_E4: 2,
    PERS_N3: 7,
    PERS_N5: 7,
    ATT1: 6,
    ATT3: 6,
    ATT5: 6,
    ATT7: 6,
    ATT9: 6,
    ATT11: 6,
    ATT8: 6,
    DEM_L4: 7,
    PREF5: 1,
    PREF6: "yes",
  });
  const result = scoreSurvey(answers, slow);
  if (!result.ok) throw new Error(result.message);
  const { scores } = result;
  expect(SurveyScoresSchema.parse(scores)).toEqual(scores);
  // Openness: 7, 4, 4, 7 (O4 1), 4 -> 26/5 = 5.2 -> 4.2/6 = 0.7
  expect(scores.bigFiveScores.openness).toBeCloseTo(0.7, 12);
  // Neuroticism: 4, 4, 1, 4, 1 -> 14/5 = 2.8 -> 0.3
  expect(scores.bigFiveScores.neuroticism).toBeCloseTo(0.3, 12);
  expect(scores.bigFiveBands).toMatchObject({ openness: "high", neuroticism: "low" });
  // Avoidance: five 4s and ATT8 6 -> 2: 22/6 < 4.
  expect(scores.attachment.style).toBe("anxious");
  expect(scores.attachment.anxiety).toBe(6);
  expect(scores.culturalPreferences).toEqual({
    religionImportance: 7,
    casteCommunityImportance: 1,
    regionalBackground: "yes",
    jointFamilyImportance: 4,
    sharedReligionImportance: 4,
  });
  expect(scores.qualityFlags).toEqual([]);
});
