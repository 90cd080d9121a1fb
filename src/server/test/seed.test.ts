import { count } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { users } from "../db/schema.js";
import { createRandom, makeSeedUser } from "./factories.js";
import { startTestServer, type TestServer } from "./harness.js";
import { signUp } from "./people.js";
import { seedDatabase } from "./seed.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

test("factories are deterministic and realistic", () => {
  const a = makeSeedUser(7, createRandom(1), 0);
  const b = makeSeedUser(7, createRandom(1), 0);
  expect(a).toEqual(b);
  expect(a.email).toMatch(/^[a-z.]+\.7@[a-z.]+$/);
  expect(a.firstName.length).toBeGreaterThan(1);
});

test("seeding fills an empty database, and refuses one with real accounts unless forced", async () => {
  const db = t.app.database.db;
  expect(await seedDatabase(db, { users: 50 })).toEqual({ inserted: 50 });
  await signUp(t, "real.person@example.in");
  await expect(seedDatabase(db, { users: 10 })).rejects.toThrow(/holds 1 real account/);
  expect((await db.select({ n: count() }).from(users))[0]!.n).toBe(51);
  await seedDatabase(db, { users: 10, force: true });
  expect((await db.select({ n: count() }).from(users))[0]!.n).toBe(61);
});
