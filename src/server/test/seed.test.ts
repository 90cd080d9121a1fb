import { ageOn, indiaToday } from "@shared/profile/age.js";
import { displayStatus, requestExpiry } from "@shared/requests/rules.js";
import { WEEKLY_REQUEST_LIMIT } from "@shared/requests/schemas.js";
import { scoreSurvey } from "@shared/scoring/index.js";
import { missingVisibleQuestions } from "@shared/survey/answers.js";
import { isQuestionVisible } from "@shared/survey/visibility.js";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  compatibilityRequests,
  personalityReports,
  profiles,
  surveyProgress,
  surveyResponses,
  users,
} from "../db/schema.js";
import { loadAnswers } from "../features/survey/service.js";
import {
  createRandom,
  makeSeedProfile,
  makeSeedRequests,
  makeSeedSurvey,
  makeSeedUser,
  SEED_ISSUER,
} from "./factories.js";
import { api, startTestServer, type TestServer } from "./harness.js";
import { approvedUser, completeProfile, signInSuperAdmin } from "./people.js";
import { type SeedResult, seedDatabase } from "./seed.js";

const DAY_MS = 86_400_000;
const now = new Date();
const today = indiaToday(now);

let t: TestServer;
let seeded: SeedResult;
beforeAll(async () => {
  t = await startTestServer();
  seeded = await seedDatabase(t.app.database.db, { users: 600, now });
});
afterAll(() => t?.close());

const db = () => t.app.database.db;

test("factories are deterministic and realistic", () => {
  const make = () => {
    const random = createRandom(1);
    const user = makeSeedUser(7, random, now.getTime());
    const profile = makeSeedProfile(user, random, now.getTime());
    const survey = makeSeedSurvey({ ...user, profile }, random, now.getTime());
    return { user, profile, survey };
  };
  const a = make();
  expect(a).toEqual(make());
  expect(a.user.email).toMatch(/^[a-z.]+\.7@[a-z.]+$/);
  expect(a.user.firstName.length).toBeGreaterThan(1);
  expect(a.profile.createdAt.getTime()).toBeGreaterThan(a.user.createdAt.getTime());
  expect(a.profile.location).toMatch(/^[A-Z][A-Za-z ]+, [A-Z][A-Za-z ]+$/);
  // Every question shown is answered, and only those.
  expect(missingVisibleQuestions(a.survey.answers)).toEqual([]);
  for (const id of Object.keys(a.survey.answers))
    expect(isQuestionVisible(id, a.survey.answers)).toBe(true);
  expect(a.survey.completedAt.getTime()).toBeLessThanOrEqual(now.getTime());
});

test("the request factory keeps the rules even when pressed", () => {
  // Few candidates, so that senders run out of targets; two of them minors.
  const random = createRandom(3);
  const candidates = Array.from({ length: 40 }, (_, i) => {
    const profile = makeSeedProfile(makeSeedUser(i, random, now.getTime()), random, now.getTime());
    return {
      id: `person-${i}`,
      gender: profile.gender,
      dateOfBirth: i < 2 ? "2010-06-01" : profile.dateOfBirth,
      isSearchable: profile.isSearchable,
      profileCreatedAt: new Date(now.getTime() - 200 * DAY_MS),
    };
  });
  const requests = makeSeedRequests(candidates, createRandom(5), now.getTime());
  expect(requests.length).toBeGreaterThan(0);
  expect(makeSeedRequests(candidates, createRandom(5), now.getTime())).toEqual(requests);
  for (const r of requests) {
    expect(r.requesterId).not.toBe(r.targetId);
    expect(["person-0", "person-1"]).not.toContain(r.targetId);
    if (r.relationshipType === "romantic")
      expect(["person-0", "person-1"]).not.toContain(r.requesterId);
  }
});

test("seeded profiles, surveys and reports are consistent", async () => {
  const [userCount] = await db().select({ n: count() }).from(users);
  expect(seeded.inserted).toBe(600);
  expect(userCount!.n).toBe(600);
  const rows = await db()
    .select({ profile: profiles, status: users.status, joined: users.createdAt })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId));
  expect(rows.length).toBe(seeded.profiles);
  expect(rows.length).toBeGreaterThan(350);
  const ages = rows.map((r) => ageOn(r.profile.dateOfBirth, today));
  for (const r of rows) {
    expect(r.status).toBe("approved");
    expect(r.profile.createdAt.getTime()).toBeGreaterThan(r.joined.getTime());
    expect(r.profile.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
  }
  expect(Math.min(...ages)).toBeGreaterThanOrEqual(15);
  expect(Math.max(...ages)).toBeLessThanOrEqual(70);
  expect(ages.filter((a) => a < 18).length).toBeGreaterThan(0);
  expect(new Set(rows.map((r) => r.profile.location)).size).toBeGreaterThan(20);
  // Milliseconds survive the round trip (search pages by created_at).
  expect(rows.some((r) => r.profile.createdAt.getMilliseconds() !== 0)).toBe(true);

  const progress = await db().select().from(surveyProgress);
  const reports = await db().select().from(personalityReports);
  expect(progress.length).toBe(seeded.surveys);
  expect(reports.length).toBe(seeded.reports);
  expect(seeded.surveys).toBeGreaterThan(seeded.profiles * 0.2);
  expect(seeded.surveys).toBeLessThan(seeded.profiles * 0.4);
  const reportOf = new Map(reports.map((r) => [r.userId, r]));
  for (const p of progress) {
    expect(p.completedAt!.getTime()).toBeGreaterThan(p.startedAt.getTime());
    const answers = await loadAnswers(db(), p.userId);
    expect(missingVisibleQuestions(answers)).toEqual([]);
    // The stored report is what the real scoring makes of the stored answers.
    const scored = scoreSurvey(answers, { startedAt: p.startedAt, completedAt: p.completedAt! });
    if (!scored.ok) throw new Error(scored.message);
    const report = reportOf.get(p.userId)!;
    expect(report).toMatchObject({
      status: "ready",
      narrativeSource: "builtin",
      aiFailed: false,
      bigFiveScores: scored.scores.bigFiveScores,
      attachment: scored.scores.attachment,
      qualityFlags: scored.scores.qualityFlags,
    });
    expect(report.aiNarrative).toContain("## Overview");
  }
  // Reports vary: not everyone is the same person.
  const styles = new Set(reports.map((r) => (r.attachment as { style: string }).style));
  expect(styles.size).toBeGreaterThan(2);
  const [modified] = await db()
    .select({ n: count() })
    .from(surveyResponses)
    .where(eq(surveyResponses.isModified, true));
  expect(modified!.n).toBe(0);
});

test("seeded requests respect the request rules", async () => {
  const rows = await db().select().from(compatibilityRequests);
  expect(rows.length).toBe(seeded.requests);
  expect(rows.length).toBeGreaterThan(100);
  const people = new Map(
    (
      await db()
        .select({ profile: profiles, status: users.status })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
    ).map((r) => [r.profile.userId, { ...r.profile, status: r.status }]),
  );
  const pairs = new Set<string>();
  const shown = new Map<string, number>();
  for (const r of rows) {
    const sender = people.get(r.requesterId)!;
    const target = people.get(r.targetId)!;
    expect(r.requesterId).not.toBe(r.targetId);
    expect(sender.status).toBe("approved");
    expect(target.status).toBe("approved");
    expect(target.isSearchable).toBe(true);
    expect(ageOn(target.dateOfBirth, today)).toBeGreaterThanOrEqual(18);
    if (r.relationshipType === "romantic") {
      expect(ageOn(sender.dateOfBirth, today)).toBeGreaterThanOrEqual(18);
    }
    expect(r.expiresAt).toEqual(requestExpiry(r.createdAt));
    expect(r.createdAt.getTime()).toBeGreaterThan(
      Math.max(sender.createdAt.getTime(), target.createdAt.getTime()),
    );
    expect(r.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(r.respondedAt !== null).toBe(["approved", "rejected", "withdrawn"].includes(r.status));
    expect(r.withdrawnAt !== null).toBe(r.status === "withdrawn");
    const pair = `${r.requesterId}>${r.targetId}`;
    expect(pairs.has(pair)).toBe(false);
    pairs.add(pair);
    const status = displayStatus(r.status, r.expiresAt, now);
    shown.set(status, (shown.get(status) ?? 0) + 1);
  }
  for (const status of ["pending", "expired", "approved", "rejected", "cancelled"])
    expect(shown.get(status) ?? 0).toBeGreaterThan(0);

  // No sender has more than the weekly limit in any 7-day window (ending at one of their requests).
  const windows = await db().execute(sql`
    select max(n)::int as most from (
      select count(*) as n from ${compatibilityRequests} r
      join ${compatibilityRequests} earlier
        on earlier.requester_id = r.requester_id
       and earlier.created_at > r.created_at - interval '7 days'
       and earlier.created_at <= r.created_at
      group by r.id) w`);
  const most = (windows as unknown as { rows: { most: number }[] }).rows[0]!.most;
  expect(most).toBeGreaterThan(1);
  expect(most).toBeLessThanOrEqual(WEEKLY_REQUEST_LIMIT);
});

test("seeded people appear in search; no one under 18 does", async () => {
  const superAdmin = await signInSuperAdmin(t);
  const searcher = await approvedUser(t, superAdmin, "searcher@example.in", "Meera", "Iyer");
  await completeProfile(t, searcher, { firstName: "Meera" });
  const found: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await api(
      t.baseUrl,
      searcher.jar,
      "GET",
      `/api/search/profiles${cursor ? `?cursor=${cursor}` : ""}`,
    );
    expect(res.status).toBe(200);
    const page = res.body as { profiles: { id: string }[]; nextCursor: string | null };
    found.push(...page.profiles.map((p) => p.id));
    cursor = page.nextCursor;
  } while (cursor);

  const listed = await db()
    .select({ id: profiles.userId, dateOfBirth: profiles.dateOfBirth })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(sql`${profiles.isSearchable} and ${users.issuer} = ${SEED_ISSUER}`);
  const adults = listed.filter((p) => ageOn(p.dateOfBirth, today) >= 18).map((p) => p.id);
  expect(listed.length - adults.length).toBeGreaterThan(0);
  expect(new Set(found).size).toBe(found.length);
  expect([...found].sort()).toEqual([...adults].sort());
});

test("seeding refuses a database with real accounts unless forced", async () => {
  const db = t.app.database.db;
  const [before] = await db.select({ n: count() }).from(users);
  // The previous test signed real people in (the super admin and the searcher).
  await expect(seedDatabase(db, { users: 10 })).rejects.toThrow(/holds 2 real account/);
  expect((await db.select({ n: count() }).from(users))[0]!.n).toBe(before!.n);
  const forced = await seedDatabase(db, { users: 10, force: true });
  expect(forced.inserted).toBe(10);
  expect((await db.select({ n: count() }).from(users))[0]!.n).toBe(before!.n + 10);
});
