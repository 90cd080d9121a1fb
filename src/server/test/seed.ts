import { toAnswerFields } from "@shared/survey/answers.js";
import { surveyQuestions } from "@shared/survey/question-bank.js";
import { count, getTableColumns, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.js";
import {
  compatibilityRequests,
  profiles,
  surveyProgress,
  surveyResponses,
  users,
} from "../db/schema.js";
import { createNarrator } from "../features/report/narrator.js";
import { generateReport, requestReport } from "../features/report/service.js";
import {
  createRandom,
  makeSeedProfile,
  makeSeedRequests,
  makeSeedSurvey,
  makeSeedUser,
  type RequestCandidate,
  SEED_ISSUER,
} from "./factories.js";

export interface SeedOptions {
  users: number;
  seed?: number;
  /** Seed even though the database holds accounts that were not seeded. */
  force?: boolean;
  /** Share of approved people with a profile who also complete the survey and get a report. */
  surveyShare?: number;
  /** Also seed compatibility requests between the new people (default true). */
  requests?: boolean;
  /** "Now" for every date the factories make (default: the current time). */
  now?: Date;
  log?: (line: string) => void;
}

export interface SeedResult {
  inserted: number;
  profiles: number;
  surveys: number;
  reports: number;
  requests: number;
}

/** People per batch: each batch's accounts, profiles, surveys and reports go in together. */
const BATCH = 2_000;
/** Approved people who complete the profile wizard. */
const PROFILE_SHARE = 0.85;
export const DEFAULT_SURVEY_SHARE = 0.3;
/** Reports generated at once: the job's queries overlap with the scoring of the next person. */
const REPORT_CONCURRENCY = 4;

/**
 * A multi-row insert as one statement of column arrays, `INSERT ... SELECT * FROM unnest($1, $2,
 * ...)`: one parameter per column whatever the row count, and about four times faster than a
 * VALUES list of thousands of rows, whose building dominates otherwise. Values are encoded by
 * the table's own Drizzle columns; an array column travels as its text literal and is cast back.
 */
async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: T["$inferInsert"][],
  tail = sql``,
): Promise<Record<string, unknown>[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first);
  const parts = keys.map((key, i) => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of the table`);
    const type = column.getSQLType();
    const isArray = type.endsWith("[]");
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value === null || value === undefined ? null : column.mapToDriverValue(value);
    });
    const alias = sql`${sql.identifier(`c${i}`)}`;
    return {
      name: sql`${sql.identifier(column.name)}`,
      param: sql`${sql.param(values)}::${sql.raw(isArray ? "text[]" : `${type}[]`)}`,
      select: isArray ? sql`${alias}::${sql.raw(type)}` : sql`${alias}`,
      alias,
    };
  });
  const list = (items: SQL[]) => sql.join(items, sql`, `);
  const result = await db.execute(
    sql`insert into ${table} (${list(parts.map((p) => p.name))}) select ${list(parts.map((p) => p.select))} from unnest(${list(parts.map((p) => p.param))}) as rows(${list(parts.map((p) => p.alias))}) ${tail}`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

async function inParallel<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Fills the database with demo people (the factories the tests use), in batches of multi-row
 * inserts: accounts; profiles for 85 % of the approved; for a share of those (30 % by default)
 * a completed survey stored as the survey service stores it and the personality report made by
 * the report job's own functions with the built-in writer; then compatibility requests among
 * the new people. Refuses a database with real accounts unless forced.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const [real] = await db.select({ n: count() }).from(users).where(ne(users.issuer, SEED_ISSUER));
  if ((real?.n ?? 0) > 0 && !options.force) {
    throw new Error(
      `This database holds ${real!.n} real account(s). Seeding would mix demo people with them; pass --force if you mean it.`,
    );
  }
  const now = (options.now ?? new Date()).getTime();
  const surveyShare = options.surveyShare ?? DEFAULT_SURVEY_SHARE;
  const [existing] = await db.select({ n: count() }).from(users);
  const offset = existing?.n ?? 0;
  // A second run continues the numbering and the random stream differs, so people differ too.
  const random = createRandom((options.seed ?? 42) + offset);
  // The report job, as the server runs it without an AI endpoint: the built-in writer.
  const narrate = createNarrator(null, {
    warn: (details, message) => log(`${message} ${JSON.stringify(details)}`),
  });
  const result: SeedResult = { inserted: 0, profiles: 0, surveys: 0, reports: 0, requests: 0 };
  const candidates: RequestCandidate[] = [];

  for (let done = 0; done < options.users; done += BATCH) {
    const size = Math.min(BATCH, options.users - done);
    const people = Array.from({ length: size }, (_, k) =>
      makeSeedUser(offset + done + k, random, now),
    );
    const inserted = await insertRows(
      db,
      users,
      people,
      sql`on conflict do nothing returning ${users.id}, ${users.subject}`,
    );
    result.inserted += inserted.length;
    const idOf = new Map(inserted.map((row) => [String(row.subject), String(row.id)]));

    const profileRows = [];
    const surveys = [];
    for (const person of people) {
      const userId = idOf.get(person.subject);
      if (!userId || person.status !== "approved" || random() >= PROFILE_SHARE) continue;
      const profile = makeSeedProfile(person, random, now);
      profileRows.push({ userId, ...profile });
      candidates.push({
        id: userId,
        gender: profile.gender,
        dateOfBirth: profile.dateOfBirth,
        isSearchable: profile.isSearchable,
        profileCreatedAt: profile.createdAt,
      });
      if (random() < surveyShare)
        surveys.push({ userId, ...makeSeedSurvey({ ...person, profile }, random, now) });
    }
    await insertRows(db, profiles, profileRows);
    result.profiles += profileRows.length;

    // As POST /api/survey/response stores each answer (the type's own column, not modified),
    // then POST /api/survey/submit the completion time.
    const responseRows = surveys.flatMap(({ userId, answers, startedAt, completedAt }) => {
      const step = (completedAt.getTime() - startedAt.getTime()) / surveyQuestions.length;
      return surveyQuestions.flatMap((question, i) => {
        const value = answers[question.id];
        if (value === undefined) return [];
        const at = new Date(Math.floor(startedAt.getTime() + step * i));
        return [
          {
            userId,
            questionId: question.id,
            ...toAnswerFields(question, value),
            isModified: false,
            createdAt: at,
            updatedAt: at,
          },
        ];
      });
    });
    await insertRows(db, surveyResponses, responseRows);
    await insertRows(
      db,
      surveyProgress,
      surveys.map(({ userId, startedAt, completedAt }) => ({
        userId,
        startedAt,
        completedAt,
        updatedAt: completedAt,
      })),
    );
    result.surveys += surveys.length;

    // The report job's own steps: mark the report as generating, then generate it.
    await inParallel(surveys, REPORT_CONCURRENCY, async ({ userId }) => {
      await generateReport({ db, narrate }, await requestReport(db, userId));
    });
    result.reports += surveys.length;
    if ((done + size) % 20_000 === 0 || done + size === options.users) {
      log(
        `  ${done + size} users, ${result.profiles} profiles, ${result.surveys} surveys and reports`,
      );
    }
  }

  if (options.requests ?? true) {
    const requests = makeSeedRequests(candidates, random, now);
    await insertRows(db, compatibilityRequests, requests);
    result.requests = requests.length;
    log(`  ${requests.length} compatibility requests`);
  }
  // Fresh statistics, so that the first searches get the plans the indexes were made for.
  await db.execute(
    sql`analyze users, profiles, survey_responses, survey_progress, personality_reports, compatibility_requests`,
  );
  return result;
}
