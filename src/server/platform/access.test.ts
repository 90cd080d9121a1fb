import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../db/schema.js";
import { api, type CookieJar, signIn, startTestServer, type TestServer } from "../test/harness.js";
import { type AccessPolicy, registerAccessControl } from "./access.js";

type Role = "anonymous" | "pending" | "rejected" | "approved" | "admin" | "super_admin";
const ROLES: Role[] = ["anonymous", "pending", "rejected", "approved", "admin", "super_admin"];

/**
 * The expected answer of each policy for each caller, written out by hand (not computed by
 * the code under test): "deny401", "deny403" or "allow".
 */
const EXPECTED: Record<AccessPolicy, Record<Role, "allow" | "deny401" | "deny403">> = {
  public: {
    anonymous: "allow",
    pending: "allow",
    rejected: "allow",
    approved: "allow",
    admin: "allow",
    super_admin: "allow",
  },
  signedIn: {
    anonymous: "deny401",
    pending: "allow",
    rejected: "allow",
    approved: "allow",
    admin: "allow",
    super_admin: "allow",
  },
  approved: {
    anonymous: "deny401",
    pending: "deny403",
    rejected: "deny403",
    approved: "allow",
    admin: "allow",
    super_admin: "allow",
  },
  admin: {
    anonymous: "deny401",
    pending: "deny403",
    rejected: "deny403",
    approved: "deny403",
    admin: "allow",
    super_admin: "allow",
  },
  superAdmin: {
    anonymous: "deny401",
    pending: "deny403",
    rejected: "deny403",
    approved: "deny403",
    admin: "deny403",
    super_admin: "allow",
  },
};

/** Routes whose policy is part of the contract (decision 9): the matrix must cover them. */
const CONTRACT: Array<[string, string, AccessPolicy]> = [
  ["GET", "/api/auth/user", "signedIn"],
  ["GET", "/api/auth/google", "public"],
  ["GET", "/api/login", "public"],
  ["GET", "/api/auth/callback", "public"],
  ["GET", "/api/auth/logout", "public"],
  ["GET", "/healthz", "public"],
  ["GET", "/readyz", "public"],
  ["GET", "/api/profile", "approved"],
  ["POST", "/api/profile", "approved"],
  ["GET", "/api/search/profiles", "approved"],
  ["POST", "/api/compatibility/request", "approved"],
  ["GET", "/api/compatibility/results", "approved"],
  ["GET", "/api/requests/outgoing", "approved"],
  ["GET", "/api/requests/incoming", "approved"],
  ["GET", "/api/requests/pending", "approved"],
  ["GET", "/api/requests/stats", "approved"],
  ["GET", "/api/requests/stats/comprehensive", "approved"],
  ["POST", "/api/requests/:id/cancel", "approved"],
  ["POST", "/api/requests/:id/approve", "approved"],
  ["POST", "/api/requests/:id/reject", "approved"],
  ["POST", "/api/requests/:id/withdraw", "approved"],
];

let t: TestServer;
const jars = new Map<Role, CookieJar | null>();

beforeAll(async () => {
  t = await startTestServer();
  jars.set("anonymous", null);
  const db = t.app.database.db;
  for (const role of ROLES.filter((r) => r !== "anonymous")) {
    const email = `${role}@matrix.example.in`;
    jars.set(role, await signIn(t.baseUrl, { email, firstName: role }));
    const status = role === "pending" ? "pending" : role === "rejected" ? "rejected" : "approved";
    const userRole = role === "admin" ? "admin" : role === "super_admin" ? "super_admin" : "user";
    await db.update(users).set({ status, role: userRole }).where(eq(users.email, email));
  }
});
afterAll(() => t?.close());

const concrete = (url: string) =>
  url.replace(/:(\w+)/g, "00000000-0000-4000-8000-000000000000").replace(/\*$/, "x");

describe("authorization matrix", () => {
  test("every route declares a policy and the contract's routes are registered with theirs", () => {
    expect(t.app.routes.length).toBeGreaterThan(5);
    for (const [method, url, policy] of CONTRACT) {
      expect(
        t.app.routes.find((r) => r.method === method && r.url === url)?.access,
        `${method} ${url}`,
      ).toBe(policy);
    }
  });

  test("a pending or rejected user may read only their own account (and sign out)", async () => {
    for (const role of ["pending", "rejected"] as const) {
      expect((await api(t.baseUrl, jars.get(role)!, "GET", "/api/auth/user")).status).toBe(200);
    }
  });

  test("every registered route x every caller answers as its policy says", async () => {
    const failures: string[] = [];
    // Logout ends the callers' sessions, so it is walked last.
    const ordered = [...t.app.routes].sort(
      (a, b) => Number(a.url === "/api/auth/logout") - Number(b.url === "/api/auth/logout"),
    );
    for (const route of ordered) {
      for (const role of ROLES) {
        const res = await api(
          t.baseUrl,
          jars.get(role)!,
          route.method,
          concrete(route.url),
          route.method === "GET" ? undefined : {},
        );
        const expected = EXPECTED[route.access][role];
        const ok =
          expected === "deny401"
            ? res.status === 401
            : expected === "deny403"
              ? res.status === 403
              : res.status !== 401 && res.status !== 403;
        if (!ok)
          failures.push(
            `${route.method} ${route.url} as ${role}: ${res.status}, expected ${expected}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  test("a route registered without a policy stops the server from starting", async () => {
    const app = Fastify();
    registerAccessControl(app, async () => null);
    expect(() => app.get("/api/forgotten", async () => "oops")).toThrow(
      /declares no access policy/,
    );
    await app.close();
  });

  test("the 401 and 403 answers use the one error shape", async () => {
    const anonymous = await api(t.baseUrl, null, "GET", "/api/auth/user");
    expect(anonymous).toMatchObject({
      status: 401,
      body: { code: "UNAUTHORIZED", message: "Unauthorized" },
    });
  });
});
