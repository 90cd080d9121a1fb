import { randomBytes } from "node:crypto";
import pg from "pg";

/** The maintenance connection for test databases (testing.md: PostgreSQL on 127.0.0.1). */
export const adminUrl = () =>
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const TEMPLATE_DB = "psyche_test_template";

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.href;
}

export async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database cloned from the migrated template; fast, and isolated per test file. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `psyche_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`));
  return {
    url: databaseUrl(name),
    drop: () =>
      withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
