import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client.js";

/**
 * The checked-in SQL migrations. From source they sit beside this file; the server bundle
 * (dist/server/main.js) carries a copy in dist/server/migrations.
 */
export function migrationsFolder(): string {
  const beside = fileURLToPath(new URL("./migrations", import.meta.url));
  if (existsSync(beside)) return beside;
  return fileURLToPath(new URL("../../src/server/db/migrations", import.meta.url));
}

// Any constant shared by every process of this app; serialises concurrent start-ups.
const MIGRATION_LOCK_KEY = 7_340_113;

export async function applyMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.kind === "pglite") {
    // biome-ignore lint/suspicious/noExplicitAny: both drizzle drivers share the migrator contract
    await migratePglite(database.db as any, { migrationsFolder: folder });
    return;
  }
  await database.db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
  try {
    // biome-ignore lint/suspicious/noExplicitAny: both drizzle drivers share the migrator contract
    await migratePg(database.db as any, { migrationsFolder: folder });
  } finally {
    await database.db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
  }
}
