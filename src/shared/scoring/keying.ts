import { isScaleValue, type SurveyQuestion, scaleMax, scaleMin } from "../survey/question-bank.js";
import type { Answers } from "../survey/visibility.js";

/** science.md: a reverse-keyed answer x on the 1-7 scale counts as 8 - x. */
export function keyAnswer(value: number, reverseCoded: boolean | undefined): number {
  return reverseCoded ? scaleMin + scaleMax - value : value;
}

/**
 * The keyed answers to `questions`. Scores are computed only from a complete survey, so a
 * missing or invalid answer here is a caller's bug, not a person's: it throws.
 */
export function readKeyedAnswers(
  questions: ReadonlyArray<SurveyQuestion>,
  answers: Answers,
): number[] {
  return questions.map((q) => {
    const value = answers[q.id];
    if (!isScaleValue(value)) {
      throw new Error(`Cannot score ${q.id}: expected an integer 1-7, got ${String(value)}`);
    }
    return keyAnswer(value, q.reverseCoded);
  });
}

export function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}
