// `npm run seed -- [--users N] [--seed S] [--survey-share F] [--no-requests] [--force]`: fills
// the configured database (DATABASE_URL, or the embedded one in DATA_DIR) with realistic demo
// people: accounts, profiles, completed surveys with their reports, and compatibility requests.
import { loadConfig } from "../src/server/config.js";
import { openDatabase } from "../src/server/db/client.js";
import { applyMigrations } from "../src/server/db/migrate.js";
import { DEFAULT_SURVEY_SHARE, seedDatabase } from "../src/server/test/seed.js";

function option(name: string, fallback: number, { whole = true } = {}): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isFinite(value) || value < 0 || (whole && !Number.isInteger(value))) {
    throw new Error(`--${name} needs a ${whole ? "whole number" : "number"}`);
  }
  return value;
}

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await applyMigrations(database);
  const users = option("users", 200);
  const surveyShare = option("survey-share", DEFAULT_SURVEY_SHARE, { whole: false });
  if (surveyShare > 1) throw new Error("--survey-share is a fraction from 0 to 1");
  const started = performance.now();
  console.log(
    `Seeding ${users} demo people into ${config.database.kind === "pglite" ? config.database.dataDir : "PostgreSQL"}...`,
  );
  const result = await seedDatabase(database.db, {
    users,
    seed: option("seed", 42),
    surveyShare,
    requests: !process.argv.includes("--no-requests"),
    force: process.argv.includes("--force"),
    log: console.log,
  });
  console.log(
    `Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${result.inserted} people, ${result.profiles} profiles, ${result.surveys} completed surveys with reports, ${result.requests} compatibility requests.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
