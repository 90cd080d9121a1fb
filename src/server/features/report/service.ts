import type { NarrativeInput, PersonalityReport } from "@shared/report/schemas.js";
import { scoreSurvey } from "@shared/scoring/index.js";
import { AI_REGENERATIONS_PER_DAY, regenerationDay } from "@shared/sharing/schemas.js";
import { and, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { personalityReports, surveyProgress } from "../../db/schema.js";
import { AppError, notFound } from "../../platform/errors.js";
import type { Jobs } from "../../platform/jobs.js";
import { loadAnswers } from "../survey/service.js";

export const REPORT_QUEUE = "report-generate";

export interface ReportJob {
  userId: string;
  generation: number;
}

export interface WrittenNarrative {
  text: string;
  source: "ai" | "builtin";
  aiFailed: boolean;
}

/** Writes the narrative from scores only (decision 22); falls back to the built-in writer itself. */
export type NarrativeFn = (input: NarrativeInput) => Promise<WrittenNarrative>;

export interface ReportDeps {
  db: Db;
  jobs: Jobs;
  narrate: NarrativeFn;
  log: FastifyBaseLogger;
}

type ReportRow = typeof personalityReports.$inferSelect;

export function toPersonalityReport(row: ReportRow): PersonalityReport {
  const attachment = row.attachment as PersonalityReport["attachment"];
  return {
    status: row.status,
    bigFiveScores: row.bigFiveScores as PersonalityReport["bigFiveScores"],
    bigFiveBands: row.bigFiveBands as PersonalityReport["bigFiveBands"],
    attachmentStyle: attachment?.style ?? null,
    attachment,
    culturalPreferences: row.culturalPreferences as PersonalityReport["culturalPreferences"],
    qualityFlags: row.qualityFlags as PersonalityReport["qualityFlags"],
    aiNarrative: row.aiNarrative,
    narrativeSource: row.narrativeSource,
    aiFailed: row.aiFailed,
    generatedAt: row.generatedAt?.toISOString() ?? null,
  };
}

export async function getReport(db: Db, userId: string): Promise<PersonalityReport> {
  const [row] = await db
    .select()
    .from(personalityReports)
    .where(eq(personalityReports.userId, userId));
  if (!row) throw notFound("No personality report yet. Complete the survey to get yours.");
  return toPersonalityReport(row);
}

/**
 * Marks the report as generating (keeping the previous one visible) and bumps its generation;
 * runs inside the caller's transaction. The job is queued after commit by `queueReport`.
 */
export async function requestReport(tx: Db, userId: string): Promise<ReportJob> {
  const [row] = await tx
    .insert(personalityReports)
    .values({ userId, status: "generating", generation: 1 })
    .onConflictDoUpdate({
      target: personalityReports.userId,
      set: {
        status: "generating",
        generation: sql`${personalityReports.generation} + 1`,
        requestedAt: new Date(),
        failureReason: null,
      },
    })
    .returning({ generation: personalityReports.generation });
  return { userId, generation: row!.generation };
}

export async function queueReport(
  deps: Pick<ReportDeps, "db" | "jobs">,
  job: ReportJob,
): Promise<void> {
  try {
    await deps.jobs.send(REPORT_QUEUE, job);
  } catch (error) {
    await markFailed(deps.db, job, "The report could not be queued. Please try again.");
    throw error;
  }
}

async function markFailed(db: Db, job: ReportJob, reason: string) {
  await db
    .update(personalityReports)
    .set({ status: "failed", failureReason: reason })
    .where(
      and(
        eq(personalityReports.userId, job.userId),
        eq(personalityReports.generation, job.generation),
      ),
    );
}

/**
 * The background job: scores the complete survey (science.md), writes the narrative, and
 * stores both, unless a newer request superseded this one meanwhile.
 */
export async function generateReport(
  deps: Pick<ReportDeps, "db" | "narrate">,
  job: ReportJob,
): Promise<void> {
  const { db } = deps;
  const [current] = await db
    .select()
    .from(personalityReports)
    .where(eq(personalityReports.userId, job.userId));
  if (!current || current.generation !== job.generation) return; // superseded or erased
  const [progress] = await db
    .select()
    .from(surveyProgress)
    .where(eq(surveyProgress.userId, job.userId));
  const answers = await loadAnswers(db, job.userId);
  const result = scoreSurvey(answers, {
    startedAt: progress?.startedAt ?? new Date(),
    completedAt: progress?.completedAt ?? new Date(),
  });
  if (!result.ok) {
    await markFailed(db, job, result.message);
    return;
  }
  const { scores } = result;
  const { communityPreference: _freeText, ...culturalForWriter } = scores.culturalPreferences;
  const narrative = await deps.narrate({
    bigFiveScores: scores.bigFiveScores,
    bigFiveBands: scores.bigFiveBands,
    attachment: scores.attachment,
    culturalPreferences: culturalForWriter,
    qualityFlags: scores.qualityFlags.map((f) => f.code),
  });
  await db
    .update(personalityReports)
    .set({
      status: "ready",
      bigFiveScores: scores.bigFiveScores,
      bigFiveBands: scores.bigFiveBands,
      attachment: scores.attachment,
      culturalPreferences: scores.culturalPreferences,
      qualityFlags: scores.qualityFlags,
      aiNarrative: narrative.text,
      narrativeSource: narrative.source,
      aiFailed: narrative.aiFailed,
      failureReason: null,
      generatedAt: new Date(),
    })
    .where(
      and(
        eq(personalityReports.userId, job.userId),
        eq(personalityReports.generation, job.generation),
      ),
    );
}

/**
 * "Regenerate AI Analysis" (decision 20): at most 5 a day (Indian day), counted atomically in
 * the report row, then the same durable job as after the survey.
 */
export async function regenerateReport(
  deps: Pick<ReportDeps, "db" | "jobs">,
  userId: string,
  now = new Date(),
) {
  const day = regenerationDay(now);
  const job = await deps.db.transaction(async (tx) => {
    const [counted] = await tx
      .update(personalityReports)
      .set({
        aiRegenerationsCount: sql`case when ${personalityReports.aiRegenerationsDay} = ${day} then ${personalityReports.aiRegenerationsCount} + 1 else 1 end`,
        aiRegenerationsDay: day,
      })
      .where(
        and(
          eq(personalityReports.userId, userId),
          or(
            ne(personalityReports.aiRegenerationsDay, day),
            isNull(personalityReports.aiRegenerationsDay),
            lt(personalityReports.aiRegenerationsCount, AI_REGENERATIONS_PER_DAY),
          ),
        ),
      )
      .returning({ userId: personalityReports.userId });
    if (!counted) {
      const [exists] = await tx
        .select({ userId: personalityReports.userId })
        .from(personalityReports)
        .where(eq(personalityReports.userId, userId));
      if (!exists) throw notFound("No personality report yet. Complete the survey to get yours.");
      throw new AppError(
        "TOO_MANY_REQUESTS",
        `You can regenerate the AI analysis ${AI_REGENERATIONS_PER_DAY} times a day. Please try again tomorrow.`,
      );
    }
    return requestReport(tx, userId);
  });
  await queueReport(deps, job);
  return { status: "generating" as const };
}
