import { describe, expect, test } from "vitest";
import { ConfigError, DEFAULT_SESSION_SECRET, loadConfig } from "./config.js";

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe("configuration", () => {
  test("zero setup: embedded database, embedded sign-in, default administrator", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.database).toEqual({ kind: "pglite", dataDir: "./data" });
    expect(config.signIn).toEqual({ kind: "embedded" });
    expect([...config.superAdminEmails]).toEqual(["admin@example.com"]);
    expect(config.secureCookies).toBe(false);
  });

  test("every bad value is listed at once", () => {
    const problems = problemsOf({
      PORT: "eighty",
      DATABASE_URL: "mysql://x",
      SUPER_ADMIN_EMAILS: "a@b.in, nope",
      PUBLIC_URL: "not a url",
    });
    expect(problems.some((p) => p.startsWith("PORT"))).toBe(true);
    expect(problems.some((p) => p.startsWith("DATABASE_URL"))).toBe(true);
    expect(problems.some((p) => p.startsWith("SUPER_ADMIN_EMAILS"))).toBe(true);
    expect(problems.some((p) => p.startsWith("PUBLIC_URL"))).toBe(true);
  });

  test("production refuses the embedded provider, the default secret, PGlite and a missing PUBLIC_URL", () => {
    const problems = problemsOf({ NODE_ENV: "production" });
    expect(problems.join("\n")).toMatch(
      /GOOGLE_CLIENT_ID: production needs a real sign-in provider/,
    );
    expect(problems.join("\n")).toMatch(/SESSION_SECRET/);
    expect(problems.join("\n")).toMatch(/DATABASE_URL/);
    expect(problems.join("\n")).toMatch(/PUBLIC_URL/);
    expect(problems.join("\n")).toMatch(/SMTP_URL/);
    expect(
      problemsOf({ NODE_ENV: "production", SESSION_SECRET: DEFAULT_SESSION_SECRET }).join("\n"),
    ).toMatch(/SESSION_SECRET/);
  });

  test("production starts with Google, its own secret, PostgreSQL and HTTPS", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "secret",
      SESSION_SECRET: "k".repeat(48),
      DATABASE_URL: "postgres://app@db/app",
      PUBLIC_URL: "https://example.in",
      SMTP_URL: "smtps://mailer:secret@smtp.example.in:465",
      SUPER_ADMIN_EMAILS: "Owner@Example.in",
    });
    expect(config.signIn).toMatchObject({ kind: "oidc", issuer: "https://accounts.google.com" });
    expect(config.secureCookies).toBe(true);
    expect([...config.superAdminEmails]).toEqual(["owner@example.in"]);
  });

  test("a client id needs its secret", () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: "x" }).join()).toMatch(/must be set together/);
  });
});

describe("the server process", () => {
  test("exits with every problem listed when the configuration is bad", async () => {
    const { spawnSync } = await import("node:child_process");
    const result = spawnSync(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: "x" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid configuration");
    expect(result.stderr).toContain("PORT");
    expect(result.stderr).toContain("GOOGLE_CLIENT_ID");
  });
});
