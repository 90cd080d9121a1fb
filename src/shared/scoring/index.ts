import { z } from "zod";
import { missingVisibleQuestions } from "../survey/answers.js";
import type { Answers } from "../survey/visibility.js";
import { AttachmentResultSchema, scoreAttachment } from "./attachment.js";
import {
  BigFiveBandsSchema,
  BigFiveScoresSchema,
  getBigFiveBands,
  scoreBigFive,
} from "./big-five.js";
import { buildCulturalPreferences, CulturalPreferencesSchema } from "./cultural.js";
import { getQualityFlags, QualityFlagSchema, type SurveyTiming } from "./quality.js";

/** Everything computed from one person's complete survey (science.md, "Scoring one person"). */
export const SurveyScoresSchema = z.object({
  bigFiveScores: BigFiveScoresSchema,
  bigFiveBands: BigFiveBandsSchema,
  attachment: AttachmentResultSchema,
  culturalPreferences: CulturalPreferencesSchema,
  qualityFlags: z.array(QualityFlagSchema),
});
export type SurveyScores = z.infer<typeof SurveyScoresSchema>;

export type ScoreSurveyResult =
  | { ok: true; scores: SurveyScores }
  | { ok: false; missing: string[]; message: string };

/**
 * Scores a survey only when every question shown to the person has a valid answer: a report
 * is never made from part of a survey (science.md); otherwise it names the missing ids.
 */
export function scoreSurvey(answers: Answers, timing: SurveyTiming): ScoreSurveyResult {
  const missing = missingVisibleQuestions(answers);
  if (missing.length > 0) {
    return {
      ok: false,
      missing,
      message: `Please answer every question before finishing the survey (${missing.length} left: ${missing.join(", ")}).`,
    };
  }
  const bigFiveScores = scoreBigFive(answers);
  return {
    ok: true,
    scores: {
      bigFiveScores,
      bigFiveBands: getBigFiveBands(bigFiveScores),
      attachment: scoreAttachment(answers),
      culturalPreferences: buildCulturalPreferences(answers),
      qualityFlags: getQualityFlags(answers, timing),
    },
  };
}
