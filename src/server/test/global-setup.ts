import { openDatabase } from "../db/client.js";
import { applyMigrations } from "../db/migrate.js";
import { databaseUrl, TEMPLATE_DB, withAdminClient } from "./databases.js";

/** Builds the migrated template database once per test run; each test file clones it. */
export default async function setup(): Promise<void> {
  await withAdminClient(async (c) => {
    // Leftovers of an interrupted run.
    const { rows } = await c.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'psyche_test_%'",
    );
    for (const { datname } of rows)
      await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  });
  const database = await openDatabase({
    kind: "postgres",
    url: databaseUrl(TEMPLATE_DB),
    poolSize: 2,
  });
  try {
    await applyMigrations(database);
  } finally {
    await database.close();
  }
}
