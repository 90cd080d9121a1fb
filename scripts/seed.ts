// `npm run seed -- [--users N] [--seed S] [--force]`: fills the configured database (DATABASE_URL,
// or the embedded one in DATA_DIR) with realistic demo people.
import { loadConfig } from "../src/server/config.js";
import { openDatabase } from "../src/server/db/client.js";
import { applyMigrations } from "../src/server/db/migrate.js";
import { seedDatabase } from "../src/server/test/seed.js";

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} needs a whole number`);
  return value;
}

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await applyMigrations(database);
  const users = option("users", 200);
  const started = performance.now();
  console.log(
    `Seeding ${users} demo people into ${config.database.kind === "pglite" ? config.database.dataDir : "PostgreSQL"}...`,
  );
  const { inserted } = await seedDatabase(database.db, {
    users,
    seed: option("seed", 42),
    force: process.argv.includes("--force"),
    log: console.log,
  });
  console.log(
    `Done: ${inserted} people in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
