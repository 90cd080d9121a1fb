import {
  type AnswerFields,
  checkAnswerValue,
  collectAnswers,
  missingVisibleQuestions,
  type StoredAnswer,
  type SurveyResponsePayload,
  toAnswerFields,
  validateAnswer,
} from "@shared/survey/answers.js";
import type { BulkUpdate, SurveyStatus } from "@shared/survey/api.js";
import { getQuestionIndex, getSurveyQuestion } from "@shared/survey/question-bank.js";
import { visibleQuestions } from "@shared/survey/visibility.js";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { surveyProgress, surveyResponses } from "../../db/schema.js";
import { AppError } from "../../platform/errors.js";

type ResponseRow = typeof surveyResponses.$inferSelect;

export const toStoredAnswer = (row: ResponseRow): StoredAnswer => ({
  questionId: row.questionId,
  userId: row.userId,
  response: row.response,
  textResponse: row.textResponse,
  booleanResponse: row.booleanResponse,
  selectResponse: row.selectResponse,
  isModified: row.isModified,
});

export async function listResponses(db: Db, userId: string): Promise<StoredAnswer[]> {
  const rows = await db.select().from(surveyResponses).where(eq(surveyResponses.userId, userId));
  return rows
    .sort((a, b) => getQuestionIndex(a.questionId) - getQuestionIndex(b.questionId))
    .map(toStoredAnswer);
}

/** The person's answers as typed values, for visibility rules and scoring. */
export async function loadAnswers(db: Db, userId: string) {
  return collectAnswers(await listResponses(db, userId));
}

/**
 * The two statements every answer runs, prepared once per database: building them with the
 * query builder on each request cost more CPU than the rest of the request together.
 */
function prepareAnswerStatements(db: Db) {
  const p = (name: string) => sql.placeholder(name);
  return {
    progress: db
      .select({ completedAt: surveyProgress.completedAt })
      .from(surveyProgress)
      .where(eq(surveyProgress.userId, p("userId")))
      .prepare("survey_progress_of_user"),
    upsert: db
      .insert(surveyResponses)
      .values({
        userId: p("userId"),
        questionId: p("questionId"),
        response: p("response"),
        textResponse: p("textResponse"),
        booleanResponse: p("booleanResponse"),
        selectResponse: p("selectResponse"),
        isModified: p("modified"),
      })
      .onConflictDoUpdate({
        target: [surveyResponses.userId, surveyResponses.questionId],
        set: {
          response: sql`excluded.response`,
          textResponse: sql`excluded.text_response`,
          booleanResponse: sql`excluded.boolean_response`,
          selectResponse: sql`excluded.select_response`,
          // Once modified after submission, an answer stays marked.
          isModified: sql`${surveyResponses.isModified} or excluded.is_modified`,
          updatedAt: sql`now()`,
        },
      })
      .returning()
      .prepare("survey_upsert_answer"),
  };
}
// Keyed by database (the pool); the bulk update's transaction gets its own short-lived set.
const answerStatements = new WeakMap<Db, ReturnType<typeof prepareAnswerStatements>>();
const statementsFor = (db: Db) => {
  let statements = answerStatements.get(db);
  if (!statements) {
    statements = prepareAnswerStatements(db);
    answerStatements.set(db, statements);
  }
  return statements;
};

async function upsertAnswer(
  db: Db,
  userId: string,
  questionId: string,
  fields: AnswerFields,
  modified: boolean,
) {
  const [row] = await statementsFor(db).upsert.execute({ userId, questionId, ...fields, modified });
  return row!;
}

/**
 * Records that the person has started (their first answer starts the clock for the quality
 * flags) and tells whether they already submitted. A read in the common case, a write once.
 */
async function touchProgress(db: Db, userId: string): Promise<{ submitted: boolean }> {
  const [existing] = await statementsFor(db).progress.execute({ userId });
  if (existing) return { submitted: existing.completedAt !== null };
  await db.insert(surveyProgress).values({ userId }).onConflictDoNothing();
  return { submitted: false };
}

/** POST /api/survey/response: the typed value checked against its question (decision 19), then upserted. */
export async function saveAnswer(
  db: Db,
  userId: string,
  payload: SurveyResponsePayload,
): Promise<StoredAnswer> {
  const question = getSurveyQuestion(payload.questionId);
  const checked = validateAnswer(question, payload);
  if (!checked.ok) throw new AppError("VALIDATION_ERROR", checked.message);
  // No transaction: the progress row and the answer are independent facts, and the prepared
  // statements belong to the pool (a transaction would prepare them again each time).
  const { submitted } = await touchProgress(db, userId);
  return toStoredAnswer(
    await upsertAnswer(db, userId, payload.questionId, checked.fields, submitted),
  );
}

export async function getStatus(db: Db, userId: string): Promise<SurveyStatus> {
  const [progress] = await db
    .select()
    .from(surveyProgress)
    .where(eq(surveyProgress.userId, userId));
  const answers = await loadAnswers(db, userId);
  const visible = visibleQuestions(answers);
  return {
    answeredCount: visible.filter((q) => answers[q.id] !== undefined).length,
    visibleCount: visible.length,
    startedAt: progress?.startedAt.toISOString() ?? null,
    completedAt: progress?.completedAt?.toISOString() ?? null,
  };
}

/**
 * Marks the survey complete when every visible question is answered (decision 19); the
 * caller then queues the report. Returns the timing for the quality flags.
 */
export async function completeSurvey(tx: Db, userId: string) {
  const answers = await loadAnswers(tx, userId);
  const missing = missingVisibleQuestions(answers);
  if (missing.length > 0) {
    throw new AppError(
      "VALIDATION_ERROR",
      `Please answer every question before finishing the survey (${missing.length} left: ${missing.join(", ")}).`,
    );
  }
  const now = new Date();
  const [progress] = await tx
    .insert(surveyProgress)
    .values({ userId, startedAt: now, completedAt: now })
    .onConflictDoUpdate({
      target: surveyProgress.userId,
      set: {
        completedAt: sql`coalesce(${surveyProgress.completedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      },
    })
    .returning();
  return { startedAt: progress!.startedAt, completedAt: progress!.completedAt ?? now };
}

/**
 * POST /api/survey/bulk-update: every change is checked like a single answer first; then all
 * are applied in one transaction (all or nothing). Returns whether the survey was already
 * submitted (then the report is regenerated).
 */
export async function applyBulkUpdate(
  tx: Db,
  userId: string,
  batch: BulkUpdate,
): Promise<{ submitted: boolean; updated: number }> {
  const checked = batch.responses.map((item) => {
    const question = getSurveyQuestion(item.questionId);
    if (!question) throw new AppError("VALIDATION_ERROR", `Unknown question ${item.questionId}.`);
    if (question.type !== item.type) {
      throw new AppError(
        "VALIDATION_ERROR",
        `Question ${item.questionId} takes a ${question.type} answer.`,
      );
    }
    const value = checkAnswerValue(question, item.newValue);
    if (!value.ok) throw new AppError("VALIDATION_ERROR", `${item.questionId}: ${value.message}`);
    return { questionId: item.questionId, fields: toAnswerFields(question, value.value) };
  });
  const { submitted } = await touchProgress(tx, userId);
  for (const { questionId, fields } of checked)
    await upsertAnswer(tx, userId, questionId, fields, submitted);
  return { submitted, updated: checked.length };
}
