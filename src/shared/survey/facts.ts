import { guestQuestions } from "./guest.js";
import { type QuestionType, surveyQuestions } from "./question-bank.js";

/**
 * The numbers a visitor is told about the survey (decision 18: computed from the question
 * bank, never written by hand).
 */

/**
 * Seconds a person typically needs per answer: a rating or a choice takes about 7 s on a
 * phone; a short written answer about 30 s.
 */
const secondsPerAnswer: Record<QuestionType, number> = {
  scale: 7,
  boolean: 5,
  select: 7,
  text: 30,
};

export interface SurveyFacts {
  questionCount: number;
  minutes: number;
}

/**
 * Counts every question in the bank, conditional ones included (DEM_L2, PREF8, REL_G1,
 * REL_G3 are hidden until an earlier answer opens them): the count is then the most anyone
 * is asked, so a visitor is never promised a shorter survey than the one they may get.
 */
export function getSurveyFacts(): SurveyFacts {
  const seconds = surveyQuestions.reduce((sum, q) => sum + secondsPerAnswer[q.type], 0);
  return { questionCount: surveyQuestions.length, minutes: Math.round(seconds / 60) };
}

/** The guest preview: five scale questions, one per trait (spec part 2). */
export const guestQuestionCount = guestQuestions.length;
