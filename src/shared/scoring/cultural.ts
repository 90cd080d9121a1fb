import { z } from "zod";
import { checkAnswerValue } from "../survey/answers.js";
import { getSurveyQuestion, scaleMax, scaleMin } from "../survey/question-bank.js";
import { type Answers, type AnswerValue, isQuestionVisible } from "../survey/visibility.js";

const ImportanceSchema = z.number().int().min(scaleMin).max(scaleMax);

/**
 * The report's culturalPreferences (spec section 3): what the person said about religion,
 * community, region and family, for the Cultural Alignment card and for comparing two people.
 * Importance fields hold the 1-7 answer. A field the person did not (validly) answer, or whose
 * question they were not shown, is absent, so an empty object means "nothing to show".
 * The religion itself (DEM_L3) is not copied here: this object appears on shared reports.
 */
export const CulturalPreferencesSchema = z.object({
  /** DEM_L4: how important religion or faith is in daily life. */
  religionImportance: ImportanceSchema.optional(),
  /** PREF5: how important a partner from the same caste or community is. */
  casteCommunityImportance: ImportanceSchema.optional(),
  /** PREF6: whether a partner from the same region or state is wanted. */
  regionalBackground: z.enum(["yes", "no", "neutral"]).optional(),
  /** PREF7: how important living in a joint family is. */
  jointFamilyImportance: ImportanceSchema.optional(),
  /** PREF9: how important it is that a partner shares one's religion. */
  sharedReligionImportance: ImportanceSchema.optional(),
  /** PREF8: the caste or community preference in the person's words (asked only when PREF5 > 2). */
  communityPreference: z.string().min(1).optional(),
});
export type CulturalPreferences = z.infer<typeof CulturalPreferencesSchema>;

const sourceQuestion: Readonly<Record<keyof CulturalPreferences, string>> = {
  religionImportance: "DEM_L4",
  casteCommunityImportance: "PREF5",
  regionalBackground: "PREF6",
  jointFamilyImportance: "PREF7",
  sharedReligionImportance: "PREF9",
  communityPreference: "PREF8",
};

function readVisibleAnswer(questionId: string, answers: Answers): AnswerValue | undefined {
  const question = getSurveyQuestion(questionId);
  if (!question || !isQuestionVisible(questionId, answers)) return undefined;
  const check = checkAnswerValue(question, answers[questionId]);
  return check.ok ? check.value : undefined;
}

export function buildCulturalPreferences(answers: Answers): CulturalPreferences {
  const entries = Object.entries(sourceQuestion)
    .map(([field, questionId]) => [field, readVisibleAnswer(questionId, answers)] as const)
    .filter(([, value]) => value !== undefined);
  return CulturalPreferencesSchema.parse(Object.fromEntries(entries));
}

/** The spec shows the Cultural Alignment card only when culturalPreferences is non-empty. */
export function hasCulturalPreferences(preferences: CulturalPreferences): boolean {
  return Object.keys(preferences).length > 0;
}
