import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { api, startTestServer, type TestServer } from "../../test/harness.js";
import { approvedUser, signInSuperAdmin } from "../../test/people.js";
import { answerSurvey, waitForReport } from "../../test/survey-helpers.js";
import { renderReportPdf } from "./pdf.js";

const textOf = async (pdf: Buffer) => {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

describe("PDF report (decision 24)", () => {
  test("a real PDF with the person's name, the five traits, their bands and the narrative", async () => {
    const admin = await signInSuperAdmin(t);
    const me = await approvedUser(t, admin, "pdf@example.in", "Aishwarya", "Venkataraman");
    await answerSurvey(t.baseUrl, me.jar, { PERS_C1: 7, PERS_C2: 7 });
    await api(t.baseUrl, me.jar, "POST", "/api/survey/submit", {});
    await waitForReport(t.baseUrl, me.jar);

    const res = await fetch(`${t.baseUrl}/api/personality-report/pdf`, {
      headers: { cookie: me.jar.header() },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="personality-report-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // The font travels inside the file.
    expect(pdf.toString("latin1")).toMatch(/\/FontFile2/);
    expect(pdf.toString("latin1")).toMatch(/NotoSans/);

    const text = await textOf(pdf);
    expect(text).toContain("Aishwarya Venkataraman");
    for (const trait of [
      "Openness",
      "Conscientiousness",
      "Extraversion",
      "Agreeableness",
      "Neuroticism",
    ]) {
      expect(text).toContain(trait);
    }
    expect(text).toMatch(/\d+% · (Very low|Low|Average|High|Very high)/i);
    expect(text).toContain("Your Strengths");
    expect(text).toContain("not a percentile");
  });

  test("someone without a report gets 404, not an empty PDF", async () => {
    const admin = await signInSuperAdmin(t);
    const me = await approvedUser(t, admin, "nopdf@example.in");
    expect((await api(t.baseUrl, me.jar, "GET", "/api/personality-report/pdf")).status).toBe(404);
  });

  test("the rupee sign and names with diacritics render with the embedded font", async () => {
    const pdf = await renderReportPdf(
      {
        status: "ready",
        bigFiveScores: {
          openness: 0.5,
          conscientiousness: 0.7,
          extraversion: 0.3,
          agreeableness: 0.9,
          neuroticism: 0.2,
        },
        bigFiveBands: {
          openness: "average",
          conscientiousness: "high",
          extraversion: "low",
          agreeableness: "veryHigh",
          neuroticism: "low",
        },
        attachmentStyle: "secure",
        attachment: { style: "secure", anxiety: 2.5, avoidance: 3 },
        culturalPreferences: {},
        qualityFlags: [],
        aiNarrative: "## Overview\nCompatibility analyses cost ₹59 each.",
        narrativeSource: "builtin",
        aiFailed: false,
        generatedAt: new Date().toISOString(),
      },
      { firstName: "Śrīnivās", lastName: "Ñāṇasēkaran" },
    );
    const text = await textOf(pdf);
    expect(text).toContain("₹59");
    expect(text).toContain("Śrīnivās Ñāṇasēkaran");
  });
});
