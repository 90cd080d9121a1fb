import { DELETE_CONFIRMATION_MESSAGE } from "@shared/account/schemas.js";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema.js";
import { api, startTestServer, type TestServer } from "../../test/harness.js";
import {
  adminUser,
  approvedUser,
  type Someone,
  signInSuperAdmin,
  signUp,
} from "../../test/people.js";
import { userDataSources } from "./user-data.js";

let t: TestServer;
let superAdmin: Someone;
beforeAll(async () => {
  t = await startTestServer();
  superAdmin = await signInSuperAdmin(t);
});
afterAll(() => t?.close());

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** Every foreign key in the schema that points at users(id), with its ON DELETE rule. */
async function foreignKeysToUsers(db: Db) {
  const result = await db.execute(sql`
    select cl.relname as table, att.attname as column, con.confdeltype as on_delete
    from pg_constraint con
    join pg_class cl on cl.oid = con.conrelid
    join pg_namespace ns on ns.oid = cl.relnamespace
    join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any(con.conkey)
    where con.contype = 'f' and con.confrelid = 'public.users'::regclass and ns.nspname = 'public'`);
  return rowsOf(result) as { table: string; column: string; on_delete: string }[];
}

/** Every table of the application's schema. */
async function allTables(db: Db): Promise<string[]> {
  const result = await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  return rowsOf(result).map((r) => String(r.tablename));
}

/** Rows of any table whose text mentions the value (id or e-mail). */
async function rowsMentioning(db: Db, value: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of await allTables(db)) {
    const result = await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} as t where lower(t::text) like ${`%${value.toLowerCase()}%`}`,
    );
    const n = Number(rowsOf(result)[0]?.n ?? 0);
    if (n > 0) found.push(`${table}: ${n}`);
  }
  return found;
}

/** Someone with a footprint in every table there is: sessions, decisions about them and by them, e-mails. */
async function personWithHistory(email: string, firstName: string) {
  const person = await adminUser(t, superAdmin, email, firstName);
  const other = await signUp(
    t,
    `sunita.${email.split("@")[0]!.length}${Date.now()}@example.in`,
    "Sunita",
  );
  await api(t.baseUrl, person.jar, "POST", `/api/admin/users/${other.id}/approve`);
  return { person, other };
}

describe("the registry covers every table about people (schema walk)", () => {
  test("every foreign key to users is in the export and erasure registry, with the matching ON DELETE rule", async () => {
    const keys = await foreignKeysToUsers(t.app.database.db);
    expect(keys.length).toBeGreaterThan(0);
    const missing = keys.filter(
      (k) => !userDataSources.some((s) => s.table === k.table && s.column === k.column),
    );
    expect(missing, "tables referring to users without an export/erasure mapping").toEqual([]);
    for (const key of keys) {
      const source = userDataSources.find((s) => s.table === key.table && s.column === key.column)!;
      // 'c' = cascade (rows go with the user), 'n' = set null (rows stay, detached).
      expect(key.on_delete, `${key.table}.${key.column}`).toBe(
        source.onErase === "delete" ? "c" : "n",
      );
    }
  });

  test("no column looks like a user reference without being a foreign key", async () => {
    const result = await t.app.database.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and (column_name like '%user_id' or column_name in ('actor_id', 'target_id'))`);
    const keys = await foreignKeysToUsers(t.app.database.db);
    const unlinked = rowsOf(result).filter(
      (c) => !keys.some((k) => k.table === c.table_name && k.column === c.column_name),
    );
    expect(unlinked).toEqual([]);
  });
});

describe("export (decision 31)", () => {
  test("a JSON attachment with everything about the caller and nothing about anyone else", async () => {
    const { person, other } = await personWithHistory("ravi.export@example.in", "Ravi");
    const res = await fetch(`${t.baseUrl}/api/account/export`, {
      headers: { cookie: person.jar.header() },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="psychematch-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.format).toBe("psychematch-export/1");
    expect(data.account).toMatchObject({
      id: person.id,
      email: "ravi.export@example.in",
      role: "admin",
    });
    for (const source of userDataSources)
      expect(data, source.exportAs).toHaveProperty(source.exportAs);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.sessions[0]).not.toHaveProperty("tokenHash");
    expect(data.decisionsAboutYou.map((d: { action: string }) => d.action)).toEqual(
      expect.arrayContaining(["user.approve", "user.role.admin"]),
    );
    expect(data.decisionsYouTook).toHaveLength(1);
    expect(data.emailsSentToYou.length).toBeGreaterThan(0);
    // Nothing about the people they acted on, nor about the admin who acted on them.
    for (const foreign of [other.id, other.email, superAdmin.id, superAdmin.email])
      expect(text).not.toContain(foreign);
  });
});

describe("deletion (decision 32)", () => {
  test("a wrong phrase is 400 with the spec's message and changes nothing", async () => {
    const person = await approvedUser(t, superAdmin, "wrong.phrase@example.in");
    for (const confirmationText of ["delete my account", "DELETE MY ACCOUNT ", ""]) {
      const res = await api(t.baseUrl, person.jar, "DELETE", "/api/auth/account", {
        confirmationText,
      });
      expect(res).toMatchObject({
        status: 400,
        body: { code: "VALIDATION_ERROR", message: DELETE_CONFIRMATION_MESSAGE },
      });
    }
    expect((await api(t.baseUrl, person.jar, "DELETE", "/api/auth/account", {})).status).toBe(400);
    expect((await api(t.baseUrl, person.jar, "GET", "/api/auth/user")).status).toBe(200);
    expect(
      await t.app.database.db.select().from(users).where(eq(users.id, person.id)),
    ).toHaveLength(1);
  });

  test("the right phrase erases every row about the person and ends their sessions", async () => {
    const { person, other } = await personWithHistory("zubin.erase@example.in", "Zubinder");
    const db = t.app.database.db;
    expect(await rowsMentioning(db, person.id)).not.toEqual([]);

    const res = await api(t.baseUrl, person.jar, "DELETE", "/api/auth/account", {
      confirmationText: "DELETE MY ACCOUNT",
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => /^sid=;/.test(c))).toBe(true);

    expect(await rowsMentioning(db, person.id)).toEqual([]);
    expect(await rowsMentioning(db, person.email)).toEqual([]);
    expect(await rowsMentioning(db, "zubinder")).toEqual([]);
    // The replayed cookie is dead; the person they approved keeps their account.
    const replay = await fetch(`${t.baseUrl}/api/auth/user`, {
      headers: { cookie: `sid=${person.jar.get("sid")}` },
    });
    expect(replay.status).toBe(401);
    expect((await api(t.baseUrl, other.jar, "GET", "/api/auth/user")).body).toMatchObject({
      status: "approved",
    });
  });

  test("the last super admin cannot delete themselves (409); with another one they can", async () => {
    const res = await api(t.baseUrl, superAdmin.jar, "DELETE", "/api/auth/account", {
      confirmationText: "DELETE MY ACCOUNT",
    });
    expect(res.status).toBe(409);
    expect((res.body as { message: string }).message).toMatch(/last super admin/);
    expect((await api(t.baseUrl, superAdmin.jar, "GET", "/api/auth/user")).status).toBe(200);

    const second = await startTestServer({ SUPER_ADMIN_EMAILS: "one@example.in,two@example.in" });
    try {
      const one = await signUp(second, "one@example.in");
      await signUp(second, "two@example.in");
      const deleted = await api(second.baseUrl, one.jar, "DELETE", "/api/auth/account", {
        confirmationText: "DELETE MY ACCOUNT",
      });
      expect(deleted.status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
