import type { SurveyQuestion } from "@shared/survey/question-bank";
import type { Answers, AnswerValue } from "@shared/survey/visibility";

/**
 * Spec section 5: text must be non-blank after trimming; any other type needs a value, and
 * false and 0 count as answered.
 */
export function isAnswered(question: SurveyQuestion, value: AnswerValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (question.type === "text") return typeof value === "string" && value.trim() !== "";
  return true;
}

/** The first visible question without an answer, in bank order. */
export function firstUnansweredId(
  questions: readonly SurveyQuestion[],
  answers: Answers,
): string | null {
  return questions.find((q) => !isAnswered(q, answers[q.id]))?.id ?? null;
}

/**
 * Where a returning person starts (spec section 4): the question after the furthest answered
 * one among the visible questions. When that one was the last, the first unanswered question
 * (a conditional one that appeared behind them), else the last question, so that they can
 * finish. Null only when there is no question at all.
 */
export function resumeQuestionId(
  questions: readonly SurveyQuestion[],
  answers: Answers,
): string | null {
  let furthest = -1;
  questions.forEach((q, index) => {
    if (isAnswered(q, answers[q.id])) furthest = index;
  });
  const next = questions[furthest + 1];
  if (next) return next.id;
  return firstUnansweredId(questions, answers) ?? questions.at(-1)?.id ?? null;
}

/** Spec section 9: percent = index / total questions (the first question shows 0%). */
export function progressPercent(index: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.max(0, index) / total) * 100);
}

/** Spec section 9: the message changes at under 25, under 50, under 75 and above. */
export function progressMessage(percent: number): string {
  if (percent < 25) return "A great start. There are no right or wrong answers, just yours.";
  if (percent < 50) return "You're making steady progress. Keep going!";
  if (percent < 75) return "More than halfway there. Your report is taking shape.";
  return "Nearly done. Just a few more questions to go.";
}
