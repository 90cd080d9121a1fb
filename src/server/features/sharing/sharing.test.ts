import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { api, startTestServer, type TestServer } from "../../test/harness.js";
import { approvedUser, type Someone, signInSuperAdmin } from "../../test/people.js";
import { answerSurvey, waitForReport } from "../../test/survey-helpers.js";

let t: TestServer;
let superAdmin: Someone;
let owner: Someone;
beforeAll(async () => {
  t = await startTestServer();
  superAdmin = await signInSuperAdmin(t);
  owner = await approvedUser(t, superAdmin, "kavya.share@example.in", "Kavya", "Nair");
  await answerSurvey(t.baseUrl, owner.jar, {
    DEM_B2: "29",
    DEM_L3: "hindu",
    ACT1: "Carnatic music",
  });
  await api(t.baseUrl, owner.jar, "POST", "/api/survey/submit", {});
  await waitForReport(t.baseUrl, owner.jar);
});
afterAll(() => t?.close());

const share = async (who: Someone) =>
  (
    (await api(t.baseUrl, who.jar, "POST", "/api/personality-report/generate-share-token"))
      .body as { shareToken: string }
  ).shareToken;

describe("share links (decision 23)", () => {
  test("tokens are 128-bit random and each new one replaces the last", async () => {
    const first = await share(owner);
    const second = await share(owner);
    for (const token of [first, second]) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(16);
    }
    expect(second).not.toBe(first);
    expect((await api(t.baseUrl, null, "GET", `/api/shared-report/${first}`)).status).toBe(404);
    expect((await api(t.baseUrl, null, "GET", `/api/shared-report/${second}`)).status).toBe(200);
    // Across many tokens, every position varies (no counter, no timestamp inside).
    const many = await Promise.all(Array.from({ length: 20 }, () => share(owner)));
    expect(new Set(many).size).toBe(20);
    for (let i = 0; i < 21; i++) expect(new Set(many.map((tk) => tk[i])).size).toBeGreaterThan(3);
  });

  test("anyone with the link sees exactly the spec's fields and nothing personal", async () => {
    const token = await share(owner);
    const res = await api(t.baseUrl, null, "GET", `/api/shared-report/${token}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body as object).sort()).toEqual(
      ["aiNarrative", "attachmentStyle", "bigFiveScores", "culturalPreferences", "user"].sort(),
    );
    expect((res.body as { user: unknown }).user).toEqual({ firstName: "Kavya", lastName: "Nair" });
    const text = JSON.stringify(res.body);
    for (const secret of ["kavya.share@example.in", owner.id, "Carnatic", "hindu", '"29"']) {
      expect(text, secret).not.toContain(secret);
    }
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
  });

  test("revoking makes the link 404; unknown and malformed tokens are 404", async () => {
    const token = await share(owner);
    expect(
      (await api(t.baseUrl, owner.jar, "DELETE", "/api/personality-report/share-token")).status,
    ).toBe(204);
    expect((await api(t.baseUrl, null, "GET", `/api/shared-report/${token}`)).status).toBe(404);
    for (const bad of ["A".repeat(22), "short", "x".repeat(200)]) {
      expect((await api(t.baseUrl, null, "GET", `/api/shared-report/${bad}`)).status).toBe(404);
    }
  });

  test("the shared page is served noindex with no referrer", async () => {
    const res = await fetch(`${t.baseUrl}/shared-report/${"B".repeat(22)}`);
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
  });

  test("someone without a report cannot share", async () => {
    const other = await approvedUser(t, superAdmin, "noreport.share@example.in");
    expect(
      (await api(t.baseUrl, other.jar, "POST", "/api/personality-report/generate-share-token"))
        .status,
    ).toBe(404);
  });
});

describe("Regenerate AI Analysis (decision 20)", () => {
  test("five a day, then 429 with a clear message; the report is regenerated each time", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await api(t.baseUrl, owner.jar, "POST", "/api/personality-report/regenerate-ai");
      expect(res, `attempt ${i + 1}`).toMatchObject({
        status: 200,
        body: { status: "generating" },
      });
      const { report } = await waitForReport(t.baseUrl, owner.jar);
      expect(report.status).toBe("ready");
    }
    const sixth = await api(t.baseUrl, owner.jar, "POST", "/api/personality-report/regenerate-ai");
    expect(sixth.status).toBe(429);
    expect((sixth.body as { message: string }).message).toMatch(/5 times a day/);
  });

  test("without a report it is 404", async () => {
    const other = await approvedUser(t, superAdmin, "noreport.regen@example.in");
    expect(
      (await api(t.baseUrl, other.jar, "POST", "/api/personality-report/regenerate-ai")).status,
    ).toBe(404);
  });
});
