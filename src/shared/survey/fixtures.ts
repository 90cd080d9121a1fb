import type { SurveyQuestion } from "./question-bank.js";
import { surveyQuestions } from "./question-bank.js";
import type { Answers, AnswerValue } from "./visibility.js";

/**
 * Test data: a valid answer to every question in the bank (conditional ones included), with
 * overrides. Neutral on every scale, so a test changes only what it is about.
 */
function defaultAnswer(question: SurveyQuestion): AnswerValue {
  switch (question.type) {
    case "scale":
      return 4;
    case "boolean":
      return false;
    case "select":
      return question.options![0]!.value;
    case "text":
      return "A sample answer";
  }
}

export function buildCompleteAnswers(overrides: Answers = {}): Answers {
  return {
    ...Object.fromEntries(surveyQuestions.map((q) => [q.id, defaultAnswer(q)])),
    ...overrides,
  };
}
