import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loginAttempts, sessions, users } from "../../db/schema.js";
import {
  api,
  CookieJar,
  freePort,
  openSignInForm,
  signIn,
  startTestServer,
  step,
  submitSignInForm,
  type TestServer,
} from "../../test/harness.js";
import { startStubIssuer } from "../../test/stub-issuer.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const userByEmail = async (email: string) =>
  (await t.app.database.db.select().from(users).where(eq(users.email, email)))[0];

describe("sign-in through the embedded OpenID provider", () => {
  test("authorize URL carries state, nonce and an S256 PKCE challenge", async () => {
    const response = await fetch(`${t.baseUrl}/api/auth/google`, { redirect: "manual" });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!);
    expect(location.pathname).toBe("/oidc/auth");
    expect(location.searchParams.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(location.searchParams.get("nonce")).toMatch(/^[\w-]{20,}$/);
    expect(location.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("response_type")).toBe("code");
    expect(location.searchParams.get("redirect_uri")).toBe(`${t.baseUrl}/api/auth/callback`);
  });

  test("/api/login starts the same flow", async () => {
    const response = await fetch(`${t.baseUrl}/api/login`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location")!).pathname).toBe("/oidc/auth");
  });

  test("the sign-in form has email, firstName and lastName and names the administrator", async () => {
    const jar = new CookieJar();
    const formUrl = await openSignInForm(t.baseUrl, jar);
    const html = await (await step(jar, formUrl)).text();
    for (const name of ["email", "firstName", "lastName"]) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('method="post"');
    expect(html).toContain("admin@example.com");
    expect(html).toMatch(/administrator/i);
  });

  test("an invalid form is answered 400 with the field's message and signs nobody in", async () => {
    const jar = new CookieJar();
    const formUrl = await openSignInForm(t.baseUrl, jar);
    const response = await step(jar, formUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: t.baseUrl },
      body: new URLSearchParams({ email: "not-an-email", firstName: "A", lastName: "B" }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Enter a valid e-mail address");
  });

  test("a new user is created pending/user and /api/auth/user returns the spec's fields", async () => {
    const jar = await signIn(t.baseUrl, {
      email: "Priya.Sharma@Example.in",
      firstName: "Priya",
      lastName: "Sharma",
    });
    const me = await api(t.baseUrl, jar, "GET", "/api/auth/user");
    expect(me.status).toBe(200);
    expect(Object.keys(me.body as object).sort()).toEqual(
      [
        "createdAt",
        "email",
        "firstName",
        "id",
        "lastName",
        "profileImageUrl",
        "role",
        "status",
      ].sort(),
    );
    expect(me.body).toMatchObject({
      email: "priya.sharma@example.in",
      firstName: "Priya",
      lastName: "Sharma",
      status: "pending",
      role: "user",
      profileImageUrl: null,
    });
    expect(me.headers.get("cache-control")).toContain("no-store");
  });

  test("the session cookie is HttpOnly, SameSite=Lax, Path=/, without Domain", async () => {
    const jar = new CookieJar();
    const formUrl = await openSignInForm(t.baseUrl, jar);
    const callback = await submitSignInForm(t.baseUrl, jar, formUrl, {
      email: "cookie@example.in",
    });
    const response = await step(jar, callback);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith("sid="));
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Domain=/i);
    // The script-readable hint carries no secret, only that a session probably exists.
    const hint = response.headers.getSetCookie().find((c) => c.startsWith("signed_in="));
    expect(hint).toMatch(/^signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    // The database keeps only a hash of the 256-bit token.
    const token = jar.get("sid")!;
    expect(Buffer.from(token, "base64url").length).toBe(32);
    const stored = await t.app.database.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);
  });

  test("signing in again updates the same account (keyed on issuer and subject)", async () => {
    await signIn(t.baseUrl, { email: "same@example.in", firstName: "Old", lastName: "Name" });
    await signIn(t.baseUrl, { email: "same@example.in", firstName: "New", lastName: "Name" });
    const rows = await t.app.database.db
      .select()
      .from(users)
      .where(eq(users.email, "same@example.in"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.firstName).toBe("New");
    expect(rows[0]!.issuer).toBe(`${t.baseUrl}/oidc`);
  });

  test("the bootstrap e-mail becomes an approved super_admin", async () => {
    const jar = await signIn(t.baseUrl, {
      email: "admin@example.com",
      firstName: "Site",
      lastName: "Admin",
    });
    const me = await api(t.baseUrl, jar, "GET", "/api/auth/user");
    expect(me.body).toMatchObject({ status: "approved", role: "super_admin" });
  });

  test("a safe returnTo is honoured; foreign ones fall back to /", async () => {
    for (const [returnTo, expected] of [
      ["/settings", "/settings"],
      ["//evil.com", "/"],
      ["https://evil.com", "/"],
      ["/\\evil.com", "/"],
    ] as const) {
      const jar = new CookieJar();
      const formUrl = await openSignInForm(
        t.baseUrl,
        jar,
        `/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`,
      );
      const callback = await submitSignInForm(t.baseUrl, jar, formUrl, {
        email: "return@example.in",
      });
      const response = await step(jar, callback);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(expected);
    }
  });
});

describe("state, nonce and PKCE", () => {
  async function reachCallback(email: string) {
    const jar = new CookieJar();
    const formUrl = await openSignInForm(t.baseUrl, jar);
    const callback = await submitSignInForm(t.baseUrl, jar, formUrl, { email });
    return { jar, callback };
  }
  const expectNoSession = async (jar: CookieJar, response: Response) => {
    expect(response.status).toBe(400);
    expect(
      response.headers.getSetCookie().some((c) => c.startsWith("sid=") && !/Max-Age=0/i.test(c)),
    ).toBe(false);
    expect((await api(t.baseUrl, jar, "GET", "/api/auth/user")).status).toBe(401);
  };

  test("a callback without the sign-in cookie (missing state binding) sets no session", async () => {
    const { callback } = await reachCallback("nostate@example.in");
    const fresh = new CookieJar();
    await expectNoSession(fresh, await step(fresh, callback));
  });

  test("a callback with a wrong state sets no session", async () => {
    const { jar, callback } = await reachCallback("wrongstate@example.in");
    const url = new URL(callback);
    url.searchParams.set("state", "attacker-chosen-state-value");
    await expectNoSession(jar, await step(jar, url.href));
  });

  test("a callback without state sets no session", async () => {
    const { jar, callback } = await reachCallback("missingstate@example.in");
    const url = new URL(callback);
    url.searchParams.delete("state");
    await expectNoSession(jar, await step(jar, url.href));
  });

  test("replaying a used callback (reused state and code) sets no session", async () => {
    const { jar, callback } = await reachCallback("replay@example.in");
    const saved = jar.get("signin")!;
    expect((await step(jar, callback)).status).toBe(302);
    const attacker = new CookieJar();
    attacker.set("signin", saved);
    await expectNoSession(attacker, await step(attacker, callback));
  });

  test("a token whose nonce differs from the one we sent sets no session", async () => {
    const { jar, callback } = await reachCallback("nonce@example.in");
    await t.app.database.db
      .update(loginAttempts)
      .set({ nonce: "a-different-nonce-than-the-token-carries" });
    await expectNoSession(jar, await step(jar, callback));
  });

  test("a wrong PKCE verifier makes the provider refuse the code", async () => {
    const { jar, callback } = await reachCallback("pkce@example.in");
    await t.app.database.db.update(loginAttempts).set({ codeVerifier: "x".repeat(64) });
    await expectNoSession(jar, await step(jar, callback));
  });
});

describe("sessions", () => {
  test("signing in again rotates the session: the old cookie gets 401", async () => {
    const jar = await signIn(t.baseUrl, { email: "rotate@example.in" });
    const before = jar.get("sid")!;
    await signIn(t.baseUrl, { email: "rotate@example.in" }, jar);
    const after = jar.get("sid")!;
    expect(after).not.toBe(before);
    const old = new CookieJar();
    old.set("sid", before);
    expect((await api(t.baseUrl, old, "GET", "/api/auth/user")).status).toBe(401);
    expect((await api(t.baseUrl, jar, "GET", "/api/auth/user")).status).toBe(200);
  });

  test("logout deletes the session; replaying the cookie gets 401", async () => {
    const jar = await signIn(t.baseUrl, { email: "logout@example.in" });
    const token = jar.get("sid")!;
    const response = await step(jar, `${t.baseUrl}/api/auth/logout`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.getSetCookie().some((c) => /^signed_in=;/.test(c))).toBe(true);
    const replay = new CookieJar();
    replay.set("sid", token);
    const me = await api(t.baseUrl, replay, "GET", "/api/auth/user");
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ code: "UNAUTHORIZED", message: "Unauthorized" });
  });

  test("a cross-site navigation to logout does not end the session", async () => {
    const jar = await signIn(t.baseUrl, { email: "crosslogout@example.in" });
    await step(jar, `${t.baseUrl}/api/auth/logout`, {
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect((await api(t.baseUrl, jar, "GET", "/api/auth/user")).status).toBe(200);
  });

  test("idle (7 days) and absolute (30 days) timeouts are enforced on the server", async () => {
    const db = t.app.database.db;
    const idle = await signIn(t.baseUrl, { email: "idle@example.in" });
    const user = await userByEmail("idle@example.in");
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(sessions.userId, user!.id));
    expect((await api(t.baseUrl, idle, "GET", "/api/auth/user")).status).toBe(401);

    const old = await signIn(t.baseUrl, { email: "absolute@example.in" });
    const oldUser = await userByEmail("absolute@example.in");
    await db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000), lastSeenAt: new Date() })
      .where(eq(sessions.userId, oldUser!.id));
    expect((await api(t.baseUrl, old, "GET", "/api/auth/user")).status).toBe(401);
    // Expired sessions are removed, not just refused.
    expect(await db.select().from(sessions).where(eq(sessions.userId, oldUser!.id))).toHaveLength(
      0,
    );
  });

  test("a garbage cookie is simply signed out", async () => {
    const jar = new CookieJar();
    jar.set("sid", "not-a-real-token");
    expect((await api(t.baseUrl, jar, "GET", "/api/auth/user")).status).toBe(401);
  });
});

describe("an external issuer (stub standing in for Google)", () => {
  test("email_verified false creates no account; another sub with a known e-mail is a new account", async () => {
    const port = await freePort();
    const appUrl = `http://localhost:${port}`;
    const stub = await startStubIssuer(`${appUrl}/api/auth/callback`);
    const server = await startTestServer({
      PORT: String(port),
      GOOGLE_CLIENT_ID: stub.clientId,
      GOOGLE_CLIENT_SECRET: stub.clientSecret,
      OIDC_ISSUER: stub.issuer,
      SUPER_ADMIN_EMAILS: "boss@example.in",
    });
    try {
      const run = async () => {
        const jar = new CookieJar();
        let response = await step(jar, `${appUrl}/api/auth/google`);
        let url = `${appUrl}/api/auth/google`;
        while (response.status >= 300 && response.status < 400) {
          url = new URL(response.headers.get("location")!, url).href;
          response = await step(jar, url);
          if (url.startsWith(`${appUrl}/api/auth/callback`)) break;
        }
        return { jar, response };
      };

      stub.setNextAccount({
        sub: "g-1",
        email: "boss@example.in",
        email_verified: false,
        given_name: "B",
      });
      const unverified = await run();
      expect(unverified.response.status).toBe(403);
      expect(await server.app.database.db.select().from(users)).toHaveLength(0);

      stub.setNextAccount({
        sub: "g-1",
        email: "boss@example.in",
        email_verified: true,
        given_name: "Boss",
      });
      const owner = await run();
      expect(owner.response.status).toBe(302);
      expect((await api(appUrl, owner.jar, "GET", "/api/auth/user")).body).toMatchObject({
        role: "super_admin",
      });

      // Same e-mail, different subject: a separate, pending account; no takeover.
      stub.setNextAccount({
        sub: "g-2",
        email: "boss@example.in",
        email_verified: true,
        given_name: "Impostor",
      });
      const other = await run();
      const me = (await api(appUrl, other.jar, "GET", "/api/auth/user")).body as {
        id: string;
        role: string;
      };
      const ownerMe = (await api(appUrl, owner.jar, "GET", "/api/auth/user")).body as {
        id: string;
      };
      expect(me.id).not.toBe(ownerMe.id);
      // The bootstrap list names e-mails, and this one is verified by its issuer: it is promoted too,
      // but as its own account; the first account's sessions and data are untouched.
      expect((await api(appUrl, owner.jar, "GET", "/api/auth/user")).status).toBe(200);
      expect(await server.app.database.db.select().from(users)).toHaveLength(2);
    } finally {
      await server.close();
      await stub.close();
    }
  });
});

describe("housekeeping", () => {
  test("purging removes expired sessions and abandoned sign-ins, and keeps live ones", async () => {
    const { purgeExpiredSessions } = await import("../../platform/auth/sessions.js");
    const db = t.app.database.db;
    const live = await signIn(t.baseUrl, { email: "live@example.in" });
    await signIn(t.baseUrl, { email: "stale@example.in" });
    const stale = await userByEmail("stale@example.in");
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 9 * 86_400_000) })
      .where(eq(sessions.userId, stale!.id));
    await fetch(`${t.baseUrl}/api/auth/google`, { redirect: "manual" });
    await db.update(loginAttempts).set({ createdAt: new Date(Date.now() - 11 * 60_000) });
    await purgeExpiredSessions(db);
    expect(await db.select().from(sessions).where(eq(sessions.userId, stale!.id))).toHaveLength(0);
    expect(await db.select().from(loginAttempts)).toHaveLength(0);
    expect((await api(t.baseUrl, live, "GET", "/api/auth/user")).status).toBe(200);
  });
});

describe("cached sessions stay honest", () => {
  /** Polls until `check` passes; returns how long it took. */
  async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < ms) {
      if (await check()) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 5));
    }
    throw new Error(`not within ${ms} ms`);
  }

  test("a change made in SQL by another connection reaches a cached session at once", async () => {
    const jar = await signIn(t.baseUrl, { email: "cached@example.in" });
    expect((await api(t.baseUrl, jar, "GET", "/api/auth/user")).body).toMatchObject({
      status: "pending",
    });
    expect((await api(t.baseUrl, jar, "GET", "/api/auth/user")).status).toBe(200);
    expect(t.app.sessions.cache.enabled).toBe(true);
    expect(t.app.sessions.cache.size).toBeGreaterThan(0);

    // Another connection, as an operator or another server process would be.
    const database = t.app.config.database;
    if (database.kind !== "postgres") throw new Error("this test needs PostgreSQL");
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query("UPDATE users SET status = 'rejected' WHERE email = 'cached@example.in'");
      const tookMs = await within(1_000, async () => {
        const me = await api(t.baseUrl, jar, "GET", "/api/auth/user");
        return (me.body as { status: string }).status === "rejected";
      });
      expect(tookMs).toBeLessThan(200);
      await other.query("DELETE FROM sessions");
      await within(
        1_000,
        async () => (await api(t.baseUrl, jar, "GET", "/api/auth/user")).status === 401,
      );
    } finally {
      await other.end();
    }
  });
});
