import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  api,
  CookieJar,
  openSignInForm,
  signIn,
  startTestServer,
  step,
  type TestServer,
} from "../test/harness.js";
import { registerErrorHandling } from "./errors.js";
import { isSameOriginRequest } from "./security.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ SIGNIN_RATE_LIMIT_PER_MINUTE: "5" });
});
afterAll(() => t?.close());

describe("CSRF origin check (decision 6)", () => {
  test("pure rule", () => {
    const app = "https://example.in";
    expect(isSameOriginRequest({ origin: app }, app)).toBe(true);
    expect(isSameOriginRequest({ origin: "https://evil.example" }, app)).toBe(false);
    expect(isSameOriginRequest({ origin: "null" }, app)).toBe(false);
    expect(isSameOriginRequest({ "sec-fetch-site": "cross-site" }, app)).toBe(false);
    expect(isSameOriginRequest({ "sec-fetch-site": "same-site" }, app)).toBe(false);
    expect(isSameOriginRequest({ "sec-fetch-site": "same-origin" }, app)).toBe(true);
  });

  test("a state-changing request with a foreign Origin gets 403 and changes nothing", async () => {
    const jar = new CookieJar();
    const formUrl = await openSignInForm(t.baseUrl, jar);
    const body = new URLSearchParams({ email: "csrf@example.in", firstName: "C", lastName: "S" });
    const foreign = await step(jar, formUrl, {
      method: "POST",
      body,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://evil.example",
      },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      code: "FORBIDDEN",
      message: "Cross-site request refused",
    });
    const crossSite = await step(jar, formUrl, {
      method: "POST",
      body,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "cross-site",
      },
    });
    expect(crossSite.status).toBe(403);
    // The same form from our own origin still works: nothing was consumed by the refused posts.
    const own = await step(jar, formUrl, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: t.baseUrl },
    });
    expect(own.status).toBe(303);
  });

  test("any API write with a foreign Origin is refused before it reaches a handler", async () => {
    const jar = await signIn(t.baseUrl, { email: "writer@example.in" });
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const res = await api(
        t.baseUrl,
        jar,
        method,
        "/api/auth/account",
        {},
        { origin: "https://evil.example" },
      );
      expect(res.status, method).toBe(403);
    }
  });
});

describe("security headers", () => {
  test("HTML pages carry a strict CSP, nosniff and a referrer policy", async () => {
    const response = await fetch(`${t.baseUrl}/faq`);
    const csp = response.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    // Plain http in tests: no HSTS.
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  test("JSON answers carry nosniff, no-store and frame denial, and no page policy", async () => {
    const response = await fetch(`${t.baseUrl}/api/auth/user`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toBeNull();
  });

  test("HTTPS deployments add HSTS and upgrade-insecure-requests", async () => {
    const { securityHeaders } = await import("./security.js");
    const { page, api: json } = securityHeaders(true);
    expect(json["strict-transport-security"]).toMatch(/max-age=31536000/);
    expect(page["content-security-policy"]).toContain("upgrade-insecure-requests");
  });

  test("unknown API paths answer a JSON 404 in the one error shape", async () => {
    const res = await api(t.baseUrl, null, "GET", "/api/nothing-here");
    expect(res).toMatchObject({ status: 404, body: { code: "NOT_FOUND" } });
  });

  test("unknown pages answer with status 404", async () => {
    expect((await fetch(`${t.baseUrl}/no/such/page`)).status).toBe(404);
  });
});

describe("sign-in rate limit", () => {
  test("answers 429 with Retry-After past the budget; a forged X-Forwarded-For does not reset it", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 7; i++) {
      const res = await fetch(`${t.baseUrl}/api/login`, {
        redirect: "manual",
        headers: { "x-forwarded-for": `10.0.0.${i}` },
      });
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get("retry-after");
    }
    expect(statuses.slice(0, 5).every((s) => s === 302)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

describe("errors", () => {
  test("a 5xx never carries internals", async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get("/boom", async () => {
      throw new Error("password=hunter2 at /srv/secret/file.ts:12");
    });
    const res = await app.inject({ method: "GET", url: "/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: "INTERNAL_ERROR",
      message: "Something went wrong on our side. Please try again.",
    });
    expect(res.body).not.toContain("hunter2");
    await app.close();
  });

  test("malformed JSON is a 400 in the one error shape", async () => {
    const res = await fetch(`${t.baseUrl}/api/auth/user`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: t.baseUrl },
      body: "{not json",
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const body = (await res.json()) as { code: string };
    expect(typeof body.code).toBe("string");
  });
});
