import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { profiles, users } from "../../db/schema.js";
import { api, startTestServer, type TestServer } from "../../test/harness.js";
import {
  approvedUser,
  completeProfile,
  type Someone,
  signInSuperAdmin,
  signUp,
} from "../../test/people.js";

type Card = { id: string; age: number | null } & Record<string, unknown>;
type Page = { profiles: Card[]; nextCursor: string | null };

let t: TestServer;
let superAdmin: Someone;
let searcher: Someone;
const people: Record<string, Someone> = {};

beforeAll(async () => {
  t = await startTestServer();
  superAdmin = await signInSuperAdmin(t);
  searcher = await approvedUser(t, superAdmin, "searcher@example.in", "Arjun", "Sharma");
  await completeProfile(t, searcher, { firstName: "Arjun", gender: "male" });
  const make = async (
    key: string,
    overrides: Record<string, unknown>,
    age = 30,
    approve = true,
  ) => {
    const email = `${key}@example.in`;
    const someone = approve
      ? await approvedUser(t, superAdmin, email, key, "Test")
      : await signUp(t, email, key, "Test");
    if (approve) await completeProfile(t, someone, { firstName: key, ...overrides }, age);
    people[key] = someone;
  };
  await make(
    "priya",
    { gender: "female", location: "Mumbai, Maharashtra", allowDobSharing: true },
    28,
  );
  await make("hidden", { gender: "female", location: "Mumbai", allowDobSharing: false }, 28);
  await make("unsearchable", { isSearchable: false });
  await make("teen", { gender: "female" }, 16);
  await make(
    "ravi",
    {
      gender: "male",
      location: "Delhi",
      education: "phd",
      religion: "sikh",
      occupation: "finance",
    },
    45,
  );
  await make("rejected", {});
  await make("incomplete", {}, 30, false);
  // An approved person without a profile, and a rejected one with a searchable profile.
  people.noProfile = await approvedUser(t, superAdmin, "noprofile@example.in", "noProfile");
  await api(t.baseUrl, superAdmin.jar, "POST", `/api/admin/users/${people.rejected!.id}/reject`);
});
afterAll(() => t?.close());

const search = async (who: Someone, query = "") =>
  api(t.baseUrl, who.jar, "GET", `/api/search/profiles${query ? `?${query}` : ""}`);
const ids = async (query = "") =>
  ((await search(searcher, query)).body as Page).profiles.map((p) => p.id);

describe("GET /api/search/profiles (decisions 11-12)", () => {
  test("finds approved, completed, searchable adults only; never the searcher", async () => {
    const found = await ids();
    expect(found.sort()).toEqual([people.priya!.id, people.hidden!.id, people.ravi!.id].sort());
    for (const excluded of ["unsearchable", "teen", "rejected", "incomplete", "noProfile"]) {
      expect(found, excluded).not.toContain(people[excluded]!.id);
    }
    expect(found).not.toContain(searcher.id);
  });

  test("cards carry the spec's fields, an age only when shared, never an e-mail, birth date or religion", async () => {
    const page = (await search(searcher)).body as Page;
    const priya = page.profiles.find((p) => p.id === people.priya!.id)!;
    const hidden = page.profiles.find((p) => p.id === people.hidden!.id)!;
    expect(Object.keys(priya).sort()).toEqual(
      [
        "id",
        "firstName",
        "lastName",
        "location",
        "gender",
        "education",
        "occupation",
        "bio",
        "profileImageUrl",
        "allowDobSharing",
        "age",
      ].sort(),
    );
    expect(priya.age).toBe(28);
    expect(hidden.age).toBeNull();
    const text = JSON.stringify(page);
    for (const secret of ["@example.in", "dateOfBirth", "religion", "hindu", "sikh"]) {
      expect(text).not.toContain(secret);
    }
  });

  test("newest first", async () => {
    expect(await ids()).toEqual([people.ravi!.id, people.hidden!.id, people.priya!.id]);
  });

  test("filters: gender, location prefix (case-insensitive), education, religion, occupation; 'any' is no filter", async () => {
    expect(await ids("gender=male")).toEqual([people.ravi!.id]);
    expect(await ids("gender=female&location=mumbai")).toEqual([
      people.hidden!.id,
      people.priya!.id,
    ]);
    expect(await ids("location=Mumbai,%20Mah")).toEqual([people.priya!.id]);
    expect(await ids("location=%25")).toEqual([]);
    expect(await ids("education=phd&religion=sikh&occupation=finance")).toEqual([people.ravi!.id]);
    expect(await ids("religion=hindu&gender=male")).toEqual([]);
    expect(
      (await ids("gender=any&education=any&religion=any&occupation=any&ageMin=any")).length,
    ).toBe(3);
  });

  test("an age filter matches only people who share their age, so it cannot reveal a hidden one", async () => {
    expect(await ids("ageMin=18&ageMax=100")).toEqual([people.ravi!.id, people.priya!.id]);
    expect(await ids("ageMin=28&ageMax=28")).toEqual([people.priya!.id]);
    expect(await ids("ageMin=29")).toEqual([people.ravi!.id]);
    expect(await ids("ageMax=27")).toEqual([]);
    // Whatever the range, the person hiding their age never appears.
    for (let min = 18; min <= 40; min += 2) {
      expect(await ids(`ageMin=${min}&ageMax=${min + 1}`)).not.toContain(people.hidden!.id);
    }
  });

  test.each([
    ["gender=prefer-not-to-say", "Choose a valid gender"],
    ["ageMin=17", "Age must be at least 18"],
    ["ageMax=101", "Age must be at most 100"],
    ["ageMin=abc", "Age must be a number from 18 to 100"],
    ["ageMin=40&ageMax=30", "Minimum age cannot be greater than maximum age"],
    ["education=doctorate", "Choose a valid education"],
    ["cursor=abc", "Invalid page cursor"],
    ["unknown=1", "Unrecognized key"],
  ])("%s: 400 with a clear message", async (query, message) => {
    const res = await search(searcher, query);
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toContain(message);
  });

  test("a searcher without a completed profile is told to complete it", async () => {
    const res = await search(people.noProfile!);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: "BAD_REQUEST",
      message: "Complete your profile before searching.",
    });
  });

  test("pages of 24 with a cursor, no duplicates, no gaps", async () => {
    // 30 more listed profiles straight in the table (no need for 30 sign-ins).
    const db = t.app.database.db;
    const base = Date.now() - 86_400_000;
    const extra: string[] = [];
    for (let i = 0; i < 30; i++) {
      const [u] = await db
        .insert(users)
        .values({ issuer: "seed", subject: `page-${i}`, firstName: `P${i}`, status: "approved" })
        .returning({ id: users.id });
      await db.insert(profiles).values({
        userId: u!.id,
        gender: "female",
        dateOfBirth: "1990-01-01",
        location: "Bengaluru",
        // Ten share one millisecond: the id breaks the tie.
        createdAt: new Date(base + Math.floor(i / 10) * 1000),
      });
      extra.push(u!.id);
    }
    const first = (await search(searcher, "location=bengaluru")).body as Page;
    expect(first.profiles).toHaveLength(24);
    expect(first.nextCursor).toMatch(/^\d{13}_/);
    const second = (await search(searcher, `location=bengaluru&cursor=${first.nextCursor}`))
      .body as Page;
    expect(second.profiles).toHaveLength(6);
    expect(second.nextCursor).toBeNull();
    const all = [...first.profiles, ...second.profiles].map((p) => p.id);
    expect(new Set(all).size).toBe(30);
    expect(all.sort()).toEqual(extra.sort());
    await db.delete(users).where(eq(users.issuer, "seed"));
  });

  test("only approved people may search", async () => {
    expect((await api(t.baseUrl, null, "GET", "/api/search/profiles")).status).toBe(401);
    const pending = await signUp(t, "pending.search@example.in");
    expect((await search(pending)).status).toBe(403);
  });
});
