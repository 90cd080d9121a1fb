import { z } from "zod";
import {
  getSurveyQuestion,
  isScaleValue,
  type SurveyQuestion,
  surveyQuestions,
} from "./question-bank.js";

export const AnswerValueSchema = z.union([z.number(), z.string(), z.boolean()]);
export type AnswerValue = z.infer<typeof AnswerValueSchema>;

/** One person's answers: question id -> the typed value (scale number, text, boolean, select value). */
export const AnswersSchema = z.record(z.string(), AnswerValueSchema);
export type Answers = Readonly<z.infer<typeof AnswersSchema>>;

interface VisibilityRule {
  /** The rule in words, for the API and the review screen. */
  readonly condition: string;
  readonly isVisible: (answers: Answers) => boolean;
}

/** Quiet people are not asked about weekend parties (spec section 5). */
function isLikelyIntrovert(answers: Answers): boolean {
  const values = ["PERS_E1", "PERS_E2", "PERS_E3"]
    .map((id) => answers[id])
    .filter((v) => isScaleValue(v));
  if (values.length < 2) return false;
  return values.reduce((sum, v) => sum + v, 0) / values.length < 2.5;
}

/** Spec section 5, "Conditional questions"; every other question is always shown. */
const visibilityRules: Readonly<Record<string, VisibilityRule>> = {
  DEM_L2: {
    condition: "Shown only when the answer to DEM_L1 (Do you have children?) is Yes.",
    isVisible: (a) => a.DEM_L1 === true,
  },
  PREF8: {
    condition:
      "Shown only when the answer to PREF5 (importance of the same caste or community) is above 2.",
    isVisible: (a) => isScaleValue(a.PREF5) && a.PREF5 > 2,
  },
  REL_G1: {
    condition:
      "Shown only when the answer to REL_G5 (looking for marriage or a long-term relationship) is Yes.",
    isVisible: (a) => a.REL_G5 === true,
  },
  REL_G3: {
    condition:
      "Shown only when the answer to REL_G5 (looking for marriage or a long-term relationship) is Yes.",
    isVisible: (a) => a.REL_G5 === true,
  },
  LIFEST6: {
    condition:
      "Hidden when at least two of PERS_E1 to PERS_E3 are answered and the average of those answers is below 2.5.",
    isVisible: (a) => !isLikelyIntrovert(a),
  },
};

export const conditionalQuestionIds: readonly string[] = Object.keys(visibilityRules);

/** Each conditional question's rule in words, keyed by question id. */
export const visibilityConditions: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(visibilityRules).map(([id, rule]) => [id, rule.condition]),
);

export function getVisibilityCondition(questionId: string): string | undefined {
  return visibilityRules[questionId]?.condition;
}

/** Unknown ids are never visible; answers to a hidden question are kept but not used. */
export function isQuestionVisible(questionId: string, answers: Answers): boolean {
  if (!getSurveyQuestion(questionId)) return false;
  const rule = visibilityRules[questionId];
  return rule ? rule.isVisible(answers) : true;
}

/** The questions this person is asked, given their answers so far, in bank order. */
export function visibleQuestions(answers: Answers): SurveyQuestion[] {
  return surveyQuestions.filter((q) => isQuestionVisible(q.id, answers));
}
