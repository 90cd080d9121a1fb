import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema.js";
import type { SessionStore } from "../../platform/auth/sessions.js";
import { AppError, notFound } from "../../platform/errors.js";
import { jobTablesWithUserIds, userDataSources } from "./user-data.js";

export const EXPORT_FORMAT = "psychematch-export/1";

/** snake_case column names to the camelCase the rest of the API speaks. */
const camel = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
      v,
    ]),
  );

/**
 * Everything held about the caller (decision 31, GDPR Art. 20, DPDP s11), and nothing about
 * anyone else, read straight from the tables the registry names.
 */
export async function exportAccount(db: Db, userId: string) {
  const data: Record<string, unknown> = {};
  for (const source of userDataSources) {
    const result = await db.execute(
      sql`select * from ${sql.identifier(source.table)} where ${sql.identifier(source.column)} = ${userId}`,
    );
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => {
      const kept = { ...row };
      for (const column of source.omit ?? []) delete kept[column];
      return camel(kept);
    });
    data[source.exportAs] = source.table === "users" ? (rows[0] ?? null) : rows;
  }
  return { format: EXPORT_FORMAT, exportedAt: new Date().toISOString(), ...data };
}

/**
 * Erases every row about the user in one transaction (decision 32): deleting the user row
 * removes or detaches the rest through the foreign keys the registry describes. The last
 * approved super admin cannot leave, or nobody could administer the installation.
 */
export async function deleteAccount(db: Db, sessions: SessionStore, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [me] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!me) throw notFound("Account not found");
    if (me.role === "super_admin") {
      // Lock every super admin so that two of them cannot both leave at the same moment.
      const others = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.role, "super_admin"), eq(users.status, "approved"), ne(users.id, userId)),
        )
        .for("update");
      if (others.length === 0) {
        throw new AppError(
          "CONFLICT",
          "You are the last super admin. Add another super admin (SUPER_ADMIN_EMAILS) before deleting your account.",
        );
      }
    }
    await tx.delete(users).where(eq(users.id, userId));
    for (const table of jobTablesWithUserIds) {
      const [schema, name] = table.split(".") as [string, string];
      const exists = await tx.execute(sql`select to_regclass(${table}) is not null as present`);
      if ((exists as unknown as { rows: { present: boolean }[] }).rows[0]?.present) {
        await tx.execute(
          sql`delete from ${sql.identifier(schema)}.${sql.identifier(name)} where data->>'userId' = ${userId}`,
        );
      }
    }
  });
  sessions.forgetUser(userId);
}
