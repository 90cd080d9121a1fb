import { toAnswerFields } from "@shared/survey/answers.js";
import { buildCompleteAnswers } from "@shared/survey/fixtures.js";
import { surveyQuestions } from "@shared/survey/question-bank.js";
import type { Answers } from "@shared/survey/visibility.js";
import { api, type CookieJar } from "./harness.js";

/** Answers every question over HTTP (neutral by default, with overrides), as the survey screen would. */
export async function answerSurvey(
  baseUrl: string,
  jar: CookieJar,
  overrides: Answers = {},
  skip: string[] = [],
) {
  const answers = buildCompleteAnswers(overrides);
  for (const question of surveyQuestions) {
    if (skip.includes(question.id)) continue;
    const value = answers[question.id];
    if (value === undefined) continue;
    const res = await api(baseUrl, jar, "POST", "/api/survey/response", {
      questionId: question.id,
      ...toAnswerFields(question, value),
    });
    if (res.status !== 200)
      throw new Error(`${question.id}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/** Polls the report until it is ready (or failed); returns it with the time taken. */
export async function waitForReport(
  baseUrl: string,
  jar: CookieJar,
  timeoutMs = 10_000,
  since = Date.now(),
) {
  for (;;) {
    const res = await api(baseUrl, jar, "GET", "/api/personality-report");
    const body = res.body as { status?: string };
    if (res.status === 200 && (body.status === "ready" || body.status === "failed")) {
      return {
        report: body as Record<string, unknown> & { status: string },
        ms: Date.now() - since,
      };
    }
    if (Date.now() - since > timeoutMs)
      throw new Error(`report not ready within ${timeoutMs} ms: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
