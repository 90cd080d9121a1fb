import { z } from "zod";
import {
  getSurveyQuestion,
  isScaleValue,
  type QuestionType,
  type SurveyQuestion,
  scaleMax,
  scaleMin,
} from "./question-bank.js";
import { type Answers, type AnswerValue, visibleQuestions } from "./visibility.js";

/** The four value columns of a survey response: exactly one is set, by the question's type. */
export const AnswerFieldsSchema = z.object({
  response: z.number().nullable(),
  textResponse: z.string().nullable(),
  booleanResponse: z.boolean().nullable(),
  selectResponse: z.string().nullable(),
});
export type AnswerFields = z.infer<typeof AnswerFieldsSchema>;

/** A saved answer as GET /api/survey/responses returns it (spec section 3, "Survey response"). */
export const StoredAnswerSchema = AnswerFieldsSchema.extend({
  questionId: z.string(),
  userId: z.string(),
  isModified: z.boolean(),
});
export type StoredAnswer = z.infer<typeof StoredAnswerSchema>;

/**
 * The body of POST /api/survey/response. Unused value fields are null; a missing one is read
 * as null so that a client that leaves them out is not refused for it. The review screen also
 * sends `userId`: it is accepted and ignored, because an answer always belongs to the caller.
 */
export const SurveyResponsePayloadSchema = z.object({
  questionId: z.string().min(1).max(64),
  response: z.number().nullable().default(null),
  textResponse: z.string().nullable().default(null),
  booleanResponse: z.boolean().nullable().default(null),
  selectResponse: z.string().nullable().default(null),
  userId: z.string().optional(),
});
export type SurveyResponsePayload = z.infer<typeof SurveyResponsePayloadSchema>;

export const textAnswerMaxLength = 1000;

const fieldForType: Readonly<Record<QuestionType, keyof AnswerFields>> = {
  scale: "response",
  text: "textResponse",
  boolean: "booleanResponse",
  select: "selectResponse",
};

export type AnswerErrorCode =
  | "unknown-question"
  | "wrong-answer-field"
  | "missing-answer"
  | "invalid-scale"
  | "invalid-select"
  | "text-too-long";

export type AnswerCheck =
  | { ok: true; value: AnswerValue }
  | { ok: false; code: AnswerErrorCode; message: string };

export type AnswerValidation =
  | { ok: true; questionId: string; value: AnswerValue; fields: AnswerFields }
  | { ok: false; code: AnswerErrorCode; message: string };

const missingMessage: Readonly<Record<QuestionType, string>> = {
  scale: "Please choose a number from 1 to 7.",
  text: "Please write an answer before continuing.",
  boolean: "Please answer Yes or No.",
  select: "Please choose one of the options.",
};

const fail = (code: AnswerErrorCode, message: string) => ({ ok: false, code, message }) as const;

/**
 * Is `value` a valid answer to `question` (decision 19)? Text comes back trimmed. Text length
 * counts Unicode characters (code points), as PostgreSQL's char_length does, so Hindi or
 * emoji are not counted double.
 */
export function checkAnswerValue(question: SurveyQuestion, value: unknown): AnswerCheck {
  if (value === null || value === undefined) {
    return fail("missing-answer", missingMessage[question.type]);
  }
  switch (question.type) {
    case "scale":
      return isScaleValue(value)
        ? { ok: true, value }
        : fail("invalid-scale", `Please choose a whole number from ${scaleMin} to ${scaleMax}.`);
    case "boolean":
      return typeof value === "boolean"
        ? { ok: true, value }
        : fail("missing-answer", missingMessage.boolean);
    case "select":
      return typeof value === "string" && (question.options ?? []).some((o) => o.value === value)
        ? { ok: true, value }
        : fail("invalid-select", "Please choose one of the options shown.");
    case "text": {
      if (typeof value !== "string") return fail("missing-answer", missingMessage.text);
      const trimmed = value.trim();
      const length = [...trimmed].length;
      if (length === 0) return fail("missing-answer", missingMessage.text);
      if (length > textAnswerMaxLength) {
        return fail(
          "text-too-long",
          `Please keep your answer to ${textAnswerMaxLength} characters or fewer (yours has ${length}).`,
        );
      }
      return { ok: true, value: trimmed };
    }
  }
}

/** The four value columns for a valid answer: the type's own field set, the others null. */
export function toAnswerFields(question: SurveyQuestion, value: AnswerValue): AnswerFields {
  const fields: AnswerFields = {
    response: null,
    textResponse: null,
    booleanResponse: null,
    selectResponse: null,
  };
  return { ...fields, [fieldForType[question.type]]: value };
}

/**
 * Checks one POST /api/survey/response against its question (looked up by the caller; pass
 * undefined when the id is unknown): exactly the type's own field set, and a valid value in it.
 */
export function validateAnswer(
  question: SurveyQuestion | undefined,
  payload: SurveyResponsePayload,
): AnswerValidation {
  if (!question || question.id !== payload.questionId) {
    return fail(
      "unknown-question",
      "This question is not part of the survey. Please reload the page and try again.",
    );
  }
  const expected = fieldForType[question.type];
  const others = (Object.keys(fieldForType) as QuestionType[])
    .map((t) => fieldForType[t])
    .filter((f) => f !== expected && payload[f] !== null);
  if (others.length > 0) {
    return fail(
      "wrong-answer-field",
      "This answer does not fit the question. Please reload the page and try again.",
    );
  }
  const check = checkAnswerValue(question, payload[expected]);
  if (!check.ok) return check;
  return {
    ok: true,
    questionId: question.id,
    value: check.value,
    fields: toAnswerFields(question, check.value),
  };
}

/** The value of a saved answer, read from the field its question's type uses. */
export function getStoredAnswerValue(
  stored: Pick<StoredAnswer, "questionId" | keyof AnswerFields>,
): AnswerValue | null {
  const question = getSurveyQuestion(stored.questionId);
  return question ? stored[fieldForType[question.type]] : null;
}

/** Saved rows -> the answers map; rows of unknown questions or with no value are left out. */
export function collectAnswers(
  rows: ReadonlyArray<Pick<StoredAnswer, "questionId" | keyof AnswerFields>>,
): Answers {
  const answers: Record<string, AnswerValue> = {};
  for (const row of rows) {
    const value = getStoredAnswerValue(row);
    if (value !== null) answers[row.questionId] = value;
  }
  return answers;
}

/**
 * The questions this person is shown but has not validly answered, in bank order: what
 * POST /api/survey/submit names when it refuses (decision 19).
 */
export function missingVisibleQuestions(answers: Answers): string[] {
  return visibleQuestions(answers)
    .filter((q) => !checkAnswerValue(q, answers[q.id]).ok)
    .map((q) => q.id);
}
