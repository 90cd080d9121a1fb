import type { SurveyFacts } from "@shared/survey/facts";

declare const __SURVEY_FACTS__: SurveyFacts & { guestQuestionCount: number };

/** Question count and minutes, computed from the question bank when the app is built. */
export const surveyFacts: SurveyFacts = {
  questionCount: __SURVEY_FACTS__.questionCount,
  minutes: __SURVEY_FACTS__.minutes,
};
export const guestQuestionCount = __SURVEY_FACTS__.guestQuestionCount;
