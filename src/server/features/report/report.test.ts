import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startAiStub } from "../../test/ai-stub.js";
import { createTestDatabase } from "../../test/databases.js";
import { api, freePort, signIn, startTestServer, type TestServer } from "../../test/harness.js";
import { approvedUser, type Someone, signInSuperAdmin } from "../../test/people.js";
import { answerSurvey, waitForReport } from "../../test/survey-helpers.js";

let stub: Awaited<ReturnType<typeof startAiStub>>;
beforeAll(async () => {
  stub = await startAiStub();
});
afterAll(() => stub?.close());

const aiEnv = (timeoutMs: number) => ({
  AI_BASE_URL: stub.baseUrl,
  AI_API_KEY: "test-key",
  AI_MODEL: "stub-model",
  AI_TIMEOUT_MS: String(timeoutMs),
});

describe("the AI writer (decision 22)", () => {
  let t: TestServer;
  let superAdmin: Someone;
  beforeAll(async () => {
    t = await startTestServer(aiEnv(1_000));
    superAdmin = await signInSuperAdmin(t);
  });
  afterAll(() => t?.close());

  test("writes the narrative and receives no name, e-mail, birth date, id or free text", async () => {
    stub.setBehaviour("ok");
    stub.requests.length = 0;
    const me = await approvedUser(
      t,
      superAdmin,
      "zaheer.quraishi@ai.example.in",
      "Zaheerabbas",
      "Quraishi",
    );
    await answerSurvey(t.baseUrl, me.jar, {
      DEM_B1: "Zaheerabbas Q",
      DEM_B2: "34",
      PREF8: "Only from the Quraishi community",
      PREF5: 6,
      ACT1: "Cricket with my cousins in Lucknow",
    });
    await api(t.baseUrl, me.jar, "POST", "/api/survey/submit", {});
    const { report } = await waitForReport(t.baseUrl, me.jar);
    expect(report).toMatchObject({ status: "ready", narrativeSource: "ai", aiFailed: false });
    expect(String(report.aiNarrative)).toContain("## Your Strengths");

    expect(stub.requests.length).toBeGreaterThan(0);
    const sent = stub.requests.join("\n");
    for (const secret of [
      "Zaheerabbas",
      "Quraishi",
      "zaheer.quraishi",
      "@ai.example.in",
      me.id,
      "Lucknow",
      "Cricket",
      "34",
    ]) {
      expect(sent, secret).not.toContain(secret);
    }
    const body = JSON.parse(stub.requests[0]!) as { model: string; max_tokens: number };
    expect(body.model).toBe("stub-model");
    expect(body.max_tokens).toBeGreaterThan(0);
  });

  test("a failing model falls back to the built-in writer, within the time budget, and says so", async () => {
    for (const behaviour of ["fail", "hang"] as const) {
      stub.setBehaviour(behaviour);
      const me = await approvedUser(t, superAdmin, `${behaviour}@ai.example.in`);
      await answerSurvey(t.baseUrl, me.jar);
      const started = Date.now();
      await api(t.baseUrl, me.jar, "POST", "/api/survey/submit", {});
      const { report, ms } = await waitForReport(t.baseUrl, me.jar, 15_000, started);
      expect(report, behaviour).toMatchObject({
        status: "ready",
        narrativeSource: "builtin",
        aiFailed: true,
      });
      expect(String(report.aiNarrative)).toContain("## How to Read These Scores");
      // One attempt and one retry of 1 s each, plus a short pause: well under 5 s.
      expect(ms, behaviour).toBeLessThan(5_000);
    }
    stub.setBehaviour("ok");
  });
});

describe("a hostile model", () => {
  test("markup and links in the model's answer are stored as inert text", async () => {
    const t = await startTestServer(aiEnv(2_000));
    try {
      const admin = await signInSuperAdmin(t);
      const me = await approvedUser(t, admin, "xss@ai.example.in");
      stub.setBehaviour("ok");
      stub.setNarrative({
        sections: [
          {
            heading: "Overview <script>alert(1)</script>",
            paragraphs: ['<img src=x onerror="alert(1)"> Hello'],
            bullets: [],
          },
          {
            heading: "Your Strengths",
            paragraphs: [],
            bullets: ["![x](javascript:alert(1)) [click](https://evil.example) fine"],
          },
          {
            heading: "Recommendations",
            paragraphs: ["&lt;b&gt;bold&lt;/b&gt; <a href='https://evil.example'>link</a>"],
            bullets: [],
          },
        ],
      });
      await answerSurvey(t.baseUrl, me.jar);
      await api(t.baseUrl, me.jar, "POST", "/api/survey/submit", {});
      const { report } = await waitForReport(t.baseUrl, me.jar);
      const text = String(report.aiNarrative);
      expect(report.narrativeSource).toBe("ai");
      expect(text).not.toMatch(/[<>]|javascript:|https?:|!\[|\]\(|&lt;|&#/i);
      expect(text).toContain("## Your Strengths");
      expect(text).toContain("Hello");
    } finally {
      stub.setNarrative(undefined);
      await t.close();
    }
  });
});

describe("durability (decision 21)", () => {
  test("a report job cut off by a crash finishes after a restart", async () => {
    stub.setBehaviour("hang");
    stub.requests.length = 0;
    const database = await createTestDatabase();
    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    const env = {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATABASE_URL: database.url,
      LOG_LEVEL: "silent",
      SIGNIN_RATE_LIMIT_PER_MINUTE: "1000",
      REPORT_JOB_EXPIRE_SECONDS: "2",
      JOBS_MAINTENANCE_INTERVAL_SECONDS: "1",
      ...aiEnv(60_000),
    };
    // The first server runs as its own process, so that it can really die.
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env,
      stdio: "ignore",
    });
    let restarted: TestServer | null = null;
    try {
      for (let i = 0; i < 200; i++) {
        const ready = await fetch(`${baseUrl}/readyz`).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ready) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const admin = await signIn(baseUrl, { email: "admin@example.com" });
      const jar = await signIn(baseUrl, { email: "crash@example.in" });
      const me = (await api(baseUrl, jar, "GET", "/api/auth/user")).body as { id: string };
      await api(baseUrl, admin, "POST", `/api/admin/users/${me.id}/approve`);
      await answerSurvey(baseUrl, jar);
      await api(baseUrl, jar, "POST", "/api/survey/submit", {});
      // The job is running: the model has the request and is not answering.
      for (let i = 0; i < 400 && stub.requests.length === 0; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(stub.requests.length).toBeGreaterThan(0);
      child.kill("SIGKILL");
      await new Promise((r) => child.once("exit", r));
      expect(
        (await api(baseUrl, jar, "GET", "/api/personality-report").catch(() => ({ status: 0 })))
          .status,
      ).toBe(0);

      stub.setBehaviour("ok");
      restarted = await startTestServer(
        {
          PORT: String(port),
          REPORT_JOB_EXPIRE_SECONDS: "2",
          JOBS_MAINTENANCE_INTERVAL_SECONDS: "1",
          ...aiEnv(5_000),
        },
        { databaseUrl: database.url },
      );
      const { report } = await waitForReport(baseUrl, jar, 60_000);
      expect(report).toMatchObject({ status: "ready", narrativeSource: "ai" });
    } finally {
      child.kill("SIGKILL");
      await restarted?.close();
      await database.drop();
      stub.setBehaviour("ok");
    }
  }, 120_000);
});
