import { z } from "zod";
import { isScaleValue, type SurveyQuestion, surveyQuestions } from "../survey/question-bank.js";
import { type Answers, isQuestionVisible } from "../survey/visibility.js";

/**
 * Data-quality flags (science.md): shown to the person and never hidden. They say the answers
 * may not describe the person well; they do not stop a report.
 */
export const QualityFlagCodeSchema = z.enum(["straight-lining", "too-fast"]);
export type QualityFlagCode = z.infer<typeof QualityFlagCodeSchema>;

export const QualityFlagSchema = z.object({ code: QualityFlagCodeSchema, message: z.string() });
export type QualityFlag = z.infer<typeof QualityFlagSchema>;

export const minimumSecondsPerQuestion = 2;

export const qualityFlagMessages: Readonly<Record<QualityFlagCode, string>> = {
  "straight-lining":
    "You gave the same answer to statements that point in opposite directions, so your answers may not describe you well.",
  "too-fast": `You finished in less than ${minimumSecondsPerQuestion} seconds per question, so your answers may not describe you well.`,
};

/** When the person started the survey (first saved answer) and when they submitted it. */
export const SurveyTimingSchema = z.object({ startedAt: z.date(), completedAt: z.date() });
export type SurveyTiming = z.infer<typeof SurveyTimingSchema>;

/** The construct an item keys into: a Big Five trait or an attachment dimension. */
function keyedConstructOf(question: SurveyQuestion): string | undefined {
  if (question.scale?.kind === "bigFive") return `bigFive:${question.scale.trait}`;
  if (question.scale?.kind === "attachment") return `attachment:${question.scale.dimension}`;
  return undefined;
}

/**
 * Reverse-keyed pairs: every reverse-keyed item paired with every plus-keyed item of the same
 * construct (PERS_O4 with PERS_O1, O2, O3, O5; PERS_N3 and PERS_N5 each with N1, N2, N4; ATT8
 * with the five other avoidance items): 27 pairs. Someone who reads the statements agrees
 * with one side of a pair and disagrees with the other.
 */
export const reverseKeyedPairs: ReadonlyArray<readonly [string, string]> = surveyQuestions
  .filter((q) => q.reverseCoded)
  .flatMap((reversed) =>
    surveyQuestions
      .filter((q) => !q.reverseCoded && keyedConstructOf(q) === keyedConstructOf(reversed))
      .map((plus) => [reversed.id, plus.id] as const),
  );

/**
 * Straight-lining: every reverse-keyed pair that has both answers holds the same raw answer
 * in both items (at least one such pair). Requiring every pair keeps honest people who agree
 * with a pair or two out of the flag; answering "Neutral" throughout is flagged, since it says
 * nothing about the person either.
 */
export function isStraightLined(answers: Answers): boolean {
  const compared = reverseKeyedPairs.filter(
    ([a, b]) => isScaleValue(answers[a]) && isScaleValue(answers[b]),
  );
  return compared.length > 0 && compared.every(([a, b]) => answers[a] === answers[b]);
}

/**
 * Faster than 2 seconds per question asked. A finish before the start is a clock fault, not a
 * fast reader, and is not flagged.
 */
export function isTooFast(timing: SurveyTiming, questionCount: number): boolean {
  const elapsedMs = timing.completedAt.getTime() - timing.startedAt.getTime();
  return elapsedMs >= 0 && elapsedMs < questionCount * minimumSecondsPerQuestion * 1000;
}

/** Both checks on a survey; the question count is the number of questions this person was shown. */
export function getQualityFlags(answers: Answers, timing: SurveyTiming): QualityFlag[] {
  const asked = surveyQuestions.filter((q) => isQuestionVisible(q.id, answers)).length;
  const codes: QualityFlagCode[] = [];
  if (isStraightLined(answers)) codes.push("straight-lining");
  if (isTooFast(timing, asked)) codes.push("too-fast");
  return codes.map((code) => ({ code, message: qualityFlagMessages[code] }));
}
