import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import { toAnswerFields } from "../src/shared/survey/answers";
import { buildCompleteAnswers } from "../src/shared/survey/fixtures";
import { type AnswerValue, visibleQuestions } from "../src/shared/survey/visibility";
import { expectNoAxeViolations, newPerson, type Person } from "./fixtures";
import { newApprovedUser, type SignedIn, SUPER_ADMIN, signInNewContext } from "./people";

const traits = [
  ["openness", "Openness"],
  ["conscientiousness", "Conscientiousness"],
  ["extraversion", "Extraversion"],
  ["agreeableness", "Agreeableness"],
  ["neuroticism", "Neuroticism"],
] as const;

interface Report {
  status: string;
  bigFiveScores: Record<string, number> | null;
}

async function approvedUser(browser: Browser, person: Person): Promise<SignedIn> {
  const admin = await signInNewContext(browser, SUPER_ADMIN);
  const user = await newApprovedUser(browser, admin, person);
  await admin.context.close();
  return user;
}

/** Answers every visible question and submits through the API, then waits for the report. */
async function createReport(request: APIRequestContext): Promise<Report> {
  const answers = buildCompleteAnswers();
  for (const question of visibleQuestions(answers)) {
    const value = answers[question.id] as AnswerValue;
    const res = await request.post("/api/survey/response", {
      data: { questionId: question.id, ...toAnswerFields(question, value) },
    });
    expect(res.ok(), `${question.id}: ${await res.text()}`).toBe(true);
  }
  expect((await request.post("/api/survey/submit", { data: {} })).ok()).toBe(true);
  await expect
    .poll(
      async () => {
        const res = await request.get("/api/personality-report");
        return res.ok() ? ((await res.json()) as Report).status : `HTTP ${res.status()}`;
      },
      { timeout: 15_000, intervals: [250] },
    )
    .toBe("ready");
  return (await (await request.get("/api/personality-report")).json()) as Report;
}

test("a person without a report is sent to the survey", async ({ browser }) => {
  const { page, context } = await approvedUser(browser, newPerson());
  await page.goto("/personality-report");
  await expect(page.getByText("Complete Your Survey First")).toBeVisible();
  await expect(page).toHaveURL(/\/survey$/);
  await context.close();
});

test("the report shows the scores, shares a link and stops sharing", async ({ browser }) => {
  const person = newPerson("Anika", "Rao");
  const { page, context } = await approvedUser(browser, person);
  const report = await createReport(context.request);

  await page.goto("/personality-report");
  await expect(
    page.getByRole("heading", { level: 1, name: "Your Personality Report" }),
  ).toBeVisible();
  for (const [key, label] of traits) {
    const percent = Math.round((report.bigFiveScores?.[key] ?? 0) * 100);
    await expect(page.getByTestId(`trait-score-${key}`)).toHaveText(`${percent}%`);
    // The radar's text summary names each trait with its score.
    await expect(
      page
        .getByRole("figure")
        .getByRole("button", { name: new RegExp(`^${label} ${percent}% \\(`) }),
    ).toBeVisible();
  }
  await expect(page.getByText(/These are scores from 0 to 100/)).toBeVisible();
  await expect(page.getByRole("link", { name: "How we score" })).toHaveAttribute(
    "href",
    "/methodology",
  );

  const card = page.getByTestId("trait-card-openness");
  await expect(card.getByText("High scorers:")).toBeHidden();
  await card.getByRole("button").click();
  await expect(card.getByText("High scorers:")).toBeVisible();
  await expect(card.getByRole("button")).toHaveAttribute("aria-expanded", "true");
  await expectNoAxeViolations(page);

  // Headless Chromium has no navigator.share: the link is copied and shown in the toast.
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const copied = page.getByText(/Anyone with this link can view your report:/);
  await expect(page.getByText("Share Link Copied!")).toBeVisible();
  const link = (await copied.textContent())?.match(/https?:\/\/\S+\/shared-report\/\S+/)?.[0];
  expect(link).toBeTruthy();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link as string);
  await expect(
    visitorPage.getByRole("heading", { level: 1, name: "Anika Rao's personality report" }),
  ).toBeVisible();
  await expect(visitorPage.getByRole("figure")).toContainText("Openness");
  await expect(visitorPage.getByRole("link", { name: "Create Your Own Report" })).toBeVisible();
  await expectNoAxeViolations(visitorPage);

  // A toast may cover the top of a phone screen: these buttons are used from the keyboard.
  await page.getByRole("button", { name: "Stop sharing" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Your old share link no longer works.")).toBeVisible();
  await visitorPage.reload();
  await expect(visitorPage.getByRole("heading", { name: "Report Not Found" })).toBeVisible();
  await expect(visitorPage.getByRole("link", { name: "Go to Home" })).toBeVisible();
  await expectNoAxeViolations(visitorPage);
  await visitor.close();

  // Download PDF saves the server's PDF.
  await page.getByRole("button", { name: "Download PDF" }).focus();
  const download = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  expect((await download).suggestedFilename()).toMatch(/^personality-report.*\.pdf$/);
  await context.close();
});

test("the report updates itself, renders the narrative as text and explains a 429", async ({
  browser,
}) => {
  const { page, context } = await approvedUser(browser, newPerson());
  const ready = {
    status: "ready",
    bigFiveScores: {
      openness: 0.83,
      conscientiousness: 0.5,
      extraversion: 0.2,
      agreeableness: 0.71,
      neuroticism: 0.1,
    },
    bigFiveBands: {
      openness: "veryHigh",
      conscientiousness: "average",
      extraversion: "low",
      agreeableness: "high",
      neuroticism: "veryLow",
    },
    attachmentStyle: "disorganized",
    attachment: { style: "disorganized", anxiety: 5.2, avoidance: 4.6 },
    culturalPreferences: {},
    qualityFlags: [{ code: "straight-lining", message: "Many answers were the same." }],
    aiNarrative: '## Your Strengths\n- <img src=x onerror="window.__xss=1">\n## Tips\nRest well.',
    narrativeSource: "builtin",
    aiFailed: true,
    generatedAt: new Date().toISOString(),
  };
  let calls = 0;
  await page.route("**/api/personality-report", (route) => {
    calls += 1;
    const body = calls === 1 ? { ...ready, status: "generating", bigFiveScores: null } : ready;
    return route.fulfill({ json: body });
  });
  await page.route("**/api/personality-report/regenerate-ai", (route) =>
    route.fulfill({ status: 429, json: { message: "You can regenerate 5 times a day." } }),
  );

  await page.goto("/personality-report");
  await expect(page.getByText("Generating your report…")).toBeVisible();
  await expect(page.getByTestId("trait-score-openness")).toHaveText("83%", { timeout: 10_000 });
  await expect(page.getByTestId("attachment-style")).toHaveText("Fearful-avoidant");
  await expect(page.getByText("Your answers may not describe you well.")).toBeVisible();
  await expect(page.getByText("Cultural Alignment")).toHaveCount(0);
  await expect(page.getByText('<img src=x onerror="window.__xss=1">')).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  const tips = page.getByRole("button", { name: "Tips" });
  await expect(tips).toHaveAttribute("aria-expanded", "true");
  await tips.click();
  await expect(page.getByText("Rest well.")).toBeHidden();

  await page.getByRole("button", { name: "Regenerate AI Analysis" }).click();
  await expect(page.getByText("You can regenerate 5 times a day.")).toBeVisible();
  await context.close();
});

test("glossary terms in the AI analysis explain themselves on hover, tap and focus", async ({
  browser,
  isMobile,
}) => {
  const { page, context } = await approvedUser(browser, newPerson());
  await createReport(context.request);

  await page.goto("/personality-report");
  // The built-in narrative's overview names the Big Five model.
  const term = page.getByRole("button", { name: "Big Five", exact: true }).first();
  await expect(term).toBeVisible();
  const tooltip = page.getByRole("tooltip");
  await expect(tooltip).toHaveCount(0);
  if (isMobile) await term.tap();
  else await term.hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText("The most widely used scientific model of personality");
  await expect(term).toHaveAttribute("aria-describedby", /.+/);
  await expectNoAxeViolations(page);

  await page.keyboard.press("Escape");
  await expect(tooltip).toHaveCount(0);
  // From the keyboard, focus opens it at once.
  await term.blur();
  await term.focus();
  await expect(tooltip).toContainText("Big Five");
  await page.keyboard.press("Escape");
  await expect(tooltip).toHaveCount(0);
  await context.close();
});
