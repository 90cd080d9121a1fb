import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { surveyResponses } from "../../db/schema.js";
import { api, startTestServer, type TestServer } from "../../test/harness.js";
import { approvedUser, type Someone, signInSuperAdmin, signUp } from "../../test/people.js";
import { answerSurvey, waitForReport } from "../../test/survey-helpers.js";

let t: TestServer;
let superAdmin: Someone;
beforeAll(async () => {
  t = await startTestServer();
  superAdmin = await signInSuperAdmin(t);
});
afterAll(() => t?.close());

const post = (who: Someone, body: Record<string, unknown>) =>
  api(t.baseUrl, who.jar, "POST", "/api/survey/response", {
    response: null,
    textResponse: null,
    booleanResponse: null,
    selectResponse: null,
    ...body,
  });

const storedFor = async (who: Someone) =>
  t.app.database.db.select().from(surveyResponses).where(eq(surveyResponses.userId, who.id));

describe("the question bank over HTTP", () => {
  test("87 questions with their type, options, keys and conditions in words", async () => {
    const me = await approvedUser(t, superAdmin, "bank@survey.example.in");
    const res = await api(t.baseUrl, me.jar, "GET", "/api/survey/questions");
    const questions = res.body as Array<Record<string, unknown>>;
    expect(questions).toHaveLength(87);
    expect(questions[0]).toMatchObject({
      id: "DEM_B1",
      category: "demographics",
      type: "text",
      condition: null,
    });
    expect(questions.find((q) => q.id === "DEM_L2")?.condition).toMatch(/DEM_L1|children/i);
    expect(
      questions
        .filter((q) => q.reverseCoded)
        .map((q) => q.id)
        .sort(),
    ).toEqual(["ATT8", "PERS_A4", "PERS_C4", "PERS_E4", "PERS_N3", "PERS_N5", "PERS_O4"].sort());
    expect((questions.find((q) => q.id === "DEM_L3")!.options as unknown[]).length).toBeGreaterThan(
      5,
    );
  });
});

describe("saving answers (decision 19)", () => {
  test("each type's valid values are stored, upserted, with the other fields null", async () => {
    const me = await approvedUser(t, superAdmin, "valid@survey.example.in");
    expect((await post(me, { questionId: "PERS_O1", response: 6 })).status).toBe(200);
    expect((await post(me, { questionId: "PERS_O1", response: 2 })).body).toMatchObject({
      questionId: "PERS_O1",
      response: 2,
    });
    expect((await post(me, { questionId: "DEM_L1", booleanResponse: false })).status).toBe(200);
    expect((await post(me, { questionId: "DEM_B7", selectResponse: "masters" })).status).toBe(200);
    expect((await post(me, { questionId: "DEM_B6", textResponse: "  Pune  " })).body).toMatchObject(
      { textResponse: "Pune" },
    );
    const rows = await storedFor(me);
    expect(rows).toHaveLength(4);
    expect(rows.find((r) => r.questionId === "PERS_O1")).toMatchObject({
      response: 2,
      textResponse: null,
      booleanResponse: null,
      selectResponse: null,
      isModified: false,
    });
  });

  test("invalid values are 400 with a clear message and store nothing", async () => {
    const me = await approvedUser(t, superAdmin, "invalid@survey.example.in");
    const cases: Array<Record<string, unknown>> = [
      { questionId: "PERS_O1", response: 0 },
      { questionId: "PERS_O1", response: 8 },
      { questionId: "PERS_O1", response: 3.5 },
      { questionId: "PERS_O1", textResponse: "4" },
      { questionId: "PERS_O1" },
      { questionId: "DEM_B7", selectResponse: "astronaut" },
      { questionId: "DEM_B7", selectResponse: "" },
      { questionId: "DEM_L1", textResponse: "yes" },
      { questionId: "DEM_B6", textResponse: "   " },
      { questionId: "DEM_B6", textResponse: "x".repeat(1001) },
      { questionId: "NOPE_1", response: 4 },
      { questionId: "PERS_O1", response: 4, booleanResponse: true },
    ];
    for (const body of cases) {
      const res = await post(me, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { message: string }).message.length).toBeGreaterThan(10);
    }
    const typeConfusion = await api(t.baseUrl, me.jar, "POST", "/api/survey/response", {
      questionId: "PERS_O1",
      response: "4",
    });
    expect(typeConfusion.status).toBe(400);
    expect(await storedFor(me)).toEqual([]);
  });

  test("an answer always belongs to the caller, whatever userId the body carries", async () => {
    const me = await approvedUser(t, superAdmin, "owner@survey.example.in");
    const other = await approvedUser(t, superAdmin, "victim@survey.example.in");
    const res = await post(me, { questionId: "PERS_C1", response: 5, userId: other.id });
    expect(res.body).toMatchObject({ userId: me.id });
    expect(await storedFor(other)).toEqual([]);
  });

  test("pending users cannot take the survey", async () => {
    const pending = await signUp(t, "pending@survey.example.in");
    expect((await post(pending, { questionId: "PERS_O1", response: 4 })).status).toBe(403);
  });
});

describe("submitting", () => {
  test("a missing visible question is named; a hidden conditional one is not required", async () => {
    const me = await approvedUser(t, superAdmin, "missing@survey.example.in");
    // DEM_L1 "no" hides DEM_L2; PERS_E2 is left out on purpose.
    await answerSurvey(t.baseUrl, me.jar, { DEM_L1: false }, ["DEM_L2", "PERS_E2"]);
    const res = await api(t.baseUrl, me.jar, "POST", "/api/survey/submit", {});
    expect(res.status).toBe(400);
    const message = (res.body as { message: string }).message;
    expect(message).toContain("PERS_E2");
    expect(message).not.toContain("DEM_L2");
    expect((await api(t.baseUrl, me.jar, "GET", "/api/personality-report")).status).toBe(404);

    await post(me, { questionId: "PERS_E2", response: 5 });
    expect((await api(t.baseUrl, me.jar, "POST", "/api/survey/submit", {})).body).toEqual({
      status: "generating",
    });
  });

  test("answering DEM_L1 yes makes DEM_L2 required", async () => {
    const me = await approvedUser(t, superAdmin, "children@survey.example.in");
    await answerSurvey(t.baseUrl, me.jar, { DEM_L1: true }, ["DEM_L2"]);
    const res = await api(t.baseUrl, me.jar, "POST", "/api/survey/submit", {});
    expect((res.body as { message: string }).message).toContain("DEM_L2");
  });

  test("a complete survey gets a report from the built-in writer in the background", async () => {
    const me = await approvedUser(t, superAdmin, "report@survey.example.in");
    await answerSurvey(t.baseUrl, me.jar, {
      PERS_O1: 7,
      PERS_O2: 7,
      PERS_O3: 7,
      PERS_O4: 1,
      PERS_O5: 7,
    });
    const started = Date.now();
    await api(t.baseUrl, me.jar, "POST", "/api/survey/submit", {});
    const { report, ms } = await waitForReport(t.baseUrl, me.jar, 10_000, started);
    expect(report.status).toBe("ready");
    expect(report.bigFiveScores).toMatchObject({ openness: 1 });
    expect(report.narrativeSource).toBe("builtin");
    expect(report.aiFailed).toBe(false);
    expect(String(report.aiNarrative)).toMatch(/^## /m);
    expect(ms).toBeLessThan(5_000);

    const status = (await api(t.baseUrl, me.jar, "GET", "/api/survey/status")).body as Record<
      string,
      unknown
    >;
    expect(status.completedAt).not.toBeNull();
    // Changing an answer after submission marks it modified.
    expect((await post(me, { questionId: "PERS_O1", response: 5 })).body).toMatchObject({
      isModified: true,
    });
  });
});

describe("bulk update (the review screen's batch)", () => {
  test("is all or nothing, and regenerates the report from the new answers", async () => {
    const me = await approvedUser(t, superAdmin, "bulk@survey.example.in");
    await answerSurvey(t.baseUrl, me.jar);
    await api(t.baseUrl, me.jar, "POST", "/api/survey/submit", {});
    const first = (await waitForReport(t.baseUrl, me.jar)).report;
    expect((first.bigFiveScores as { extraversion: number }).extraversion).toBe(0.5);

    const bad = await api(t.baseUrl, me.jar, "POST", "/api/survey/bulk-update", {
      responses: [
        { questionId: "PERS_E1", oldValue: 4, newValue: 7, type: "scale" },
        { questionId: "PERS_E2", oldValue: 4, newValue: 9, type: "scale" },
      ],
    });
    expect(bad.status).toBe(400);
    expect((await storedFor(me)).find((r) => r.questionId === "PERS_E1")?.response).toBe(4);

    const good = await api(t.baseUrl, me.jar, "POST", "/api/survey/bulk-update", {
      responses: [
        { questionId: "PERS_E1", oldValue: 4, newValue: 7, type: "scale" },
        { questionId: "PERS_E2", oldValue: 4, newValue: 7, type: "scale" },
        { questionId: "DEM_B7", oldValue: "high-school", newValue: "phd", type: "select" },
      ],
    });
    expect(good.body).toEqual({ updated: 3, status: "generating" });
    const second = (await waitForReport(t.baseUrl, me.jar)).report;
    // (4+4+4+4+7+7 keyed... ) PERS_E4 is reverse-keyed: 4 stays 4. Mean of 7,7,4,4,4 = 5.2 → (5.2-1)/6 = 0.7
    expect((second.bigFiveScores as { extraversion: number }).extraversion).toBeCloseTo(0.7, 10);
    const rows = await storedFor(me);
    expect(
      rows
        .filter((r) => r.isModified)
        .map((r) => r.questionId)
        .sort(),
    ).toEqual(["DEM_B7", "PERS_E1", "PERS_E2"]);
  });

  test("a mistyped item, an unknown question or an empty batch is refused", async () => {
    const me = await approvedUser(t, superAdmin, "bulkbad@survey.example.in");
    for (const responses of [
      [{ questionId: "PERS_E1", newValue: 5, type: "text" }],
      [{ questionId: "NOPE", newValue: 5, type: "scale" }],
      [],
    ]) {
      expect(
        (await api(t.baseUrl, me.jar, "POST", "/api/survey/bulk-update", { responses })).status,
      ).toBe(400);
    }
  });
});
