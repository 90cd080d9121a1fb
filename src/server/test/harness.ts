import { createServer } from "node:net";
import { type App, buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { createTestDatabase } from "./databases.js";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface TestServer {
  app: App;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * A real server on a loopback port with its own PostgreSQL database, the embedded OpenID
 * provider and the given environment overrides.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { databaseUrl?: string } = {},
): Promise<TestServer> {
  // A given database is reused and left in place (a restart); otherwise a fresh one is made.
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => {} }
    : await createTestDatabase();
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const baseUrl = `http://localhost:${port}`;
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    DATABASE_URL: database.url,
    // Errors only: an unexpected 500 in a run shows its cause in the output.
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "error",
    SIGNIN_RATE_LIMIT_PER_MINUTE: "1000",
    ...env,
  });
  const db = await openDatabase(config.database);
  const app = await buildApp(config, { database: db });
  await app.server.listen({ port, host: "127.0.0.1" });
  return {
    app,
    baseUrl,
    async close() {
      await app.close();
      await db.close();
      await database.drop();
    },
  };
}

/** A minimal cookie jar: enough for one site on localhost (paths ignored). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(line);
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }
}

export interface Identity {
  email: string;
  firstName?: string;
  lastName?: string;
}

/** One HTTP step with the jar; never follows redirects by itself. */
export async function step(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header();
  if (cookie) headers.set("cookie", cookie);
  const response = await fetch(url, { ...init, headers, redirect: "manual" });
  jar.store(response);
  return response;
}

const absolute = (base: string, location: string | null) => {
  if (!location) throw new Error("redirect without Location");
  return new URL(location, base).href;
};

/**
 * Starts sign-in and walks the embedded provider up to its form; returns the form's URL.
 * Split out so that tests can tamper with any step of the flow.
 */
export async function openSignInForm(
  baseUrl: string,
  jar: CookieJar,
  start = "/api/auth/google",
): Promise<string> {
  let response = await step(jar, `${baseUrl}${start}`);
  let url = `${baseUrl}${start}`;
  for (let hops = 0; hops < 5 && response.status >= 300 && response.status < 400; hops++) {
    url = absolute(url, response.headers.get("location"));
    response = await step(jar, url);
  }
  if (response.status !== 200 || !url.includes("/oidc/interaction/")) {
    throw new Error(`expected the sign-in form, got ${response.status} at ${url}`);
  }
  return url;
}

/** Submits the form and follows redirects up to (not including) the app's callback. */
export async function submitSignInForm(
  baseUrl: string,
  jar: CookieJar,
  formUrl: string,
  who: Identity,
): Promise<string> {
  const body = new URLSearchParams({
    email: who.email,
    firstName: who.firstName ?? "Test",
    lastName: who.lastName ?? "User",
  });
  let response = await step(jar, formUrl, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
  });
  let url = formUrl;
  for (let hops = 0; hops < 6; hops++) {
    if (response.status < 300 || response.status >= 400)
      throw new Error(`sign-in stopped with ${response.status} at ${url}`);
    url = absolute(url, response.headers.get("location"));
    if (url.startsWith(`${baseUrl}/api/auth/callback`)) return url;
    response = await step(jar, url);
  }
  throw new Error("never reached the callback");
}

/** The whole sign-in flow over HTTP; returns the jar holding the session cookie. */
export async function signIn(
  baseUrl: string,
  who: Identity,
  jar = new CookieJar(),
): Promise<CookieJar> {
  const formUrl = await openSignInForm(baseUrl, jar);
  const callback = await submitSignInForm(baseUrl, jar, formUrl, who);
  const response = await step(jar, callback);
  if (response.status !== 302 || response.headers.get("location") !== "/") {
    throw new Error(`callback answered ${response.status}: ${await response.text()}`);
  }
  return jar;
}

/** JSON request with the jar's cookies and our own Origin (as the web app sends). */
export async function api(
  baseUrl: string,
  jar: CookieJar | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const init: RequestInit = { method, headers: { origin: baseUrl, ...headers } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)["content-type"] = "application/json";
  }
  const response = jar
    ? await step(jar, `${baseUrl}${path}`, init)
    : await fetch(`${baseUrl}${path}`, { ...init, redirect: "manual" });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed, headers: response.headers };
}
