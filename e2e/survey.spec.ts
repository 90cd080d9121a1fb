import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { toAnswerFields } from "../src/shared/survey/answers";
import { buildCompleteAnswers } from "../src/shared/survey/fixtures";
import {
  getScaleLabels,
  getSurveyQuestion,
  type SurveyQuestion,
  surveyQuestions,
} from "../src/shared/survey/question-bank";
import { type AnswerValue, visibleQuestions } from "../src/shared/survey/visibility";
import { expectNoAxeViolations, newPerson, type Person } from "./fixtures";
import { newApprovedUser, type SignedIn, SUPER_ADMIN, signInNewContext } from "./people";

async function approvedUser(browser: Browser, person: Person): Promise<SignedIn> {
  const admin = await signInNewContext(browser, SUPER_ADMIN);
  const user = await newApprovedUser(browser, admin, person);
  await admin.context.close();
  return user;
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

interface Report {
  status: string;
  bigFiveScores: Record<string, number> | null;
}

/** Polls GET /api/personality-report until the report is ready (it is written in the background). */
async function expectReportReady(request: APIRequestContext, timeout = 10_000) {
  await expect
    .poll(
      async () => {
        const res = await request.get("/api/personality-report");
        return res.ok() ? ((await res.json()) as Report).status : `HTTP ${res.status()}`;
      },
      { timeout, intervals: [250] },
    )
    .toBe("ready");
  const report = (await (await request.get("/api/personality-report")).json()) as Report;
  const scores = Object.values(report.bigFiveScores ?? {});
  expect(scores).toHaveLength(5);
  for (const score of scores) {
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(1);
  }
}

/** Answers every question and submits through the API: a person who finished the survey. */
async function completeSurveyThroughApi(request: APIRequestContext) {
  const answers = buildCompleteAnswers();
  for (const question of visibleQuestions(answers)) {
    const value = answers[question.id] as AnswerValue;
    const res = await request.post("/api/survey/response", {
      data: { questionId: question.id, ...toAnswerFields(question, value) },
    });
    expect(res.ok(), `${question.id}: ${await res.text()}`).toBe(true);
  }
  expect((await request.post("/api/survey/submit", { data: {} })).ok()).toBe(true);
  await expectReportReady(request);
  return answers;
}

interface StoredAnswer {
  questionId: string;
  response: number | null;
  booleanResponse: boolean | null;
  isModified: boolean;
}

const questionHeading = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 });

/**
 * The question on screen once it is no longer `previous`, and whether Next reads "Complete
 * Survey" there: one round trip per question keeps the 80-odd questions quick.
 */
async function nextScreen(page: Page, previous: string | null) {
  const screen = await page.evaluate(async (prev) => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const text = document.querySelector("main h2")?.textContent?.trim();
      if (text && text !== prev) {
        const buttons = [...document.querySelectorAll("main nav button")];
        return { text, isLast: buttons.some((b) => b.textContent?.includes("Complete Survey")) };
      }
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return null;
  }, previous);
  if (!screen) throw new Error(`The survey stayed on: ${previous}`);
  const question = surveyQuestions.find((q) => q.text === screen.text);
  if (!question) throw new Error(`Unknown question on screen: ${screen.text}`);
  return { question, isLast: screen.isLast };
}

const textAnswers: Record<string, string> = {
  DEM_B1: "Meera",
  DEM_B2: "29",
  DEM_B6: "Pune, Maharashtra",
  DEM_B8: "Architect",
  DEM_L2: "Two",
  PREF8: "Open to all",
};

/** The answer the phone test gives: a mix of every scale point, yes to the two gateways. */
function plannedAnswer(question: SurveyQuestion, index: number): string {
  switch (question.type) {
    case "text":
      return textAnswers[question.id] ?? `My answer to ${question.id.toLowerCase()}`;
    case "boolean":
      return question.id === "DEM_L1" || question.id === "REL_G5" ? "Yes" : "No";
    case "select":
      return question.options![index % question.options!.length]!.label;
    case "scale":
      return getScaleLabels(question)[(index % 5) + 2]!;
  }
}

test.describe("the survey on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Tagged @phone-only: the desktop project leaves it out (playwright.config.ts), as this
  // test is about the 390 px phone and takes the longest.
  test("a person answers every question, resumes after a reload and gets a report @phone-only", async ({
    browser,
  }) => {
    // 87 questions with two real clicks each: 20-47 s on a quiet machine, more under load.
    test.setTimeout(150_000);
    const { page, context } = await approvedUser(browser, newPerson("Meera", "Pillai"));
    // Fake timers let the test skip the 2 s typing lock instead of waiting it out.
    await page.clock.install();

    await page.goto("/survey");
    await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
    await expect(page.getByText("0% complete")).toBeVisible();
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
    await expectNoHorizontalScroll(page);

    const seen = new Set<string>();
    const types = new Set<string>();
    let reloaded = false;
    let sawFollowUp = false;
    let previous: string | null = null;
    for (let step = 0; step < 120; step++) {
      const { question, isLast } = await nextScreen(page, previous);
      previous = question.text;
      const index = surveyQuestions.indexOf(question);
      const answer = plannedAnswer(question, index);
      const firstVisit = !seen.has(question.id);
      seen.add(question.id);
      types.add(question.type);

      // Halfway through, the page reloads once this answer is stored.
      const reloadPoint = question.id === "PERS_C1" && !reloaded;
      const saved = reloadPoint
        ? page.waitForResponse((res) => res.url().endsWith("/api/survey/response") && res.ok())
        : null;
      if (question.type === "text") {
        const box = page.getByRole("main").getByRole("textbox");
        if (firstVisit) await expect(box).toHaveValue("");
        if ((await box.inputValue()) === "") {
          await box.fill(answer);
          await page.clock.fastForward(2_000);
        }
      } else {
        // Next stays disabled until the click registers, so clicking Next checks it too.
        const option = page.getByRole("radio", { name: answer, exact: true });
        if (firstVisit || !(await option.isChecked())) await option.click();
      }

      if (question.id === "DEM_L1") {
        await page.getByRole("button", { name: "Next" }).click();
        await expect(questionHeading(page)).toHaveText(getSurveyQuestion("DEM_L2")!.text);
        continue;
      }

      // The survey resumes after the furthest answered question.
      if (reloadPoint) {
        reloaded = true;
        await saved;
        await page.getByRole("button", { name: "Next" }).click();
        await page.reload();
        await expect(questionHeading(page)).toHaveText(getSurveyQuestion("PERS_C2")!.text);
        continue;
      }

      // REL_G1 and REL_G3 appeared behind the person when they said yes to REL_G5: the last
      // question offers Next, which leads back to them, rather than Complete Survey.
      if (question.id === "LIFEST6" && !sawFollowUp) {
        sawFollowUp = true;
        expect(isLast).toBe(false);
        await page.getByRole("button", { name: "Next" }).click();
        await expect(page.getByText("Almost there")).toBeVisible();
        await expect(questionHeading(page)).toHaveText(getSurveyQuestion("REL_G1")!.text);
        continue;
      }
      if (isLast) {
        // Hold the submit call until the processing overlay has been seen.
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route("**/api/survey/submit", async (route) => {
          await held;
          await route.continue();
        });
        await page.getByRole("button", { name: "Complete Survey" }).click();
        await expect(page.getByText("Submitting your survey…")).toBeVisible();
        release();
        break;
      }
      await page.getByRole("button", { name: "Next" }).click();
    }

    expect(sawFollowUp).toBe(true);
    expect([...types].sort()).toEqual(["boolean", "scale", "select", "text"]);
    expect(seen).toContain("DEM_L2");
    await expect(page.getByText("Survey Completed!")).toBeVisible();
    await expect(page.getByText("Your personality report is being generated...")).toBeVisible();
    await expect(page).toHaveURL(/\/personality-report$/);
    await expectReportReady(context.request);

    // Back on /survey: the survey is done.
    await page.goto("/survey");
    await expect(page.getByRole("heading", { name: "Survey Complete" })).toBeVisible();
    await page.getByRole("link", { name: "View Your Report" }).click();
    await expect(page).toHaveURL(/\/personality-report$/);
    await context.close();
  });
});

test("a person edits two answers, sees them pending and updates the report", async ({
  browser,
}) => {
  const { page, context } = await approvedUser(browser, newPerson("Rohan", "Mehta"));
  const answers = await completeSurveyThroughApi(context.request);
  const answeredCount = visibleQuestions(answers).length;

  await page.goto("/survey-responses");
  await expect(
    page.getByRole("heading", { level: 1, name: "Your Survey Responses" }),
  ).toBeVisible();
  await expect(page.getByText("Review and edit your personality assessment answers")).toBeVisible();
  await expect(page.getByText(`${answeredCount} responses`, { exact: true })).toBeVisible();
  await expect(
    page.getByText("Edit individual responses above, then view your updated personality report."),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);

  // A scale answer: 4 -> 6.
  await page.getByRole("tab", { name: /^Personality/ }).click();
  await expect(page.getByText("25 responses in this section")).toBeVisible();
  const scaleCard = page.getByRole("listitem").filter({ hasText: "I have a vivid imagination." });
  await expect(scaleCard.getByText("4/7 - Neutral")).toBeVisible();
  await scaleCard.getByRole("button", { name: "Edit" }).click();
  await expect(scaleCard.getByText("Edit your response:")).toBeVisible();
  await scaleCard.getByRole("radio", { name: "Agree", exact: true }).click();
  await scaleCard.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Response Updated")).toBeVisible();
  await expect(page.getByText("Your answer has been saved successfully.")).toBeVisible();
  await expect(scaleCard.getByText("6/7 - Agree")).toBeVisible();
  await expect(scaleCard.getByText("Pending", { exact: true })).toBeVisible();
  await expect(scaleCard.getByText("Modified", { exact: true })).toBeVisible();
  await expect(page.getByText("1 change pending", { exact: true })).toBeVisible();

  // A boolean answer: No -> Yes.
  await page.getByRole("tab", { name: /^Preferences/ }).click();
  const booleanCard = page.getByRole("listitem").filter({ hasText: "move to another city" });
  await expect(booleanCard.getByText("No", { exact: true })).toBeVisible();
  await booleanCard.getByRole("button", { name: "Edit" }).click();
  await booleanCard.getByRole("radio", { name: "Yes" }).click();
  await booleanCard.getByRole("button", { name: "Save" }).click();
  await expect(booleanCard.getByText("Yes", { exact: true })).toBeVisible();
  await expect(booleanCard.getByText("Pending", { exact: true })).toBeVisible();
  await expect(page.getByText("2 changes pending", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "2 Changes Pending" })).toBeVisible();
  await expect(page.getByText("Ready to update your personality report")).toBeVisible();
  await expect(
    page.getByText("Save your changes above, then update your personality report."),
  ).toBeVisible();

  // Pending changes survive a reload.
  await page.reload();
  await expect(page.getByText("2 changes pending", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Update Report" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Update your personality report?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toContainText(/credit|payment|pay|₹|rupee/i);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Update Report" }).click();
  await expect(page.getByText("Report Updated Successfully")).toBeVisible();
  await expect(
    page.getByText("Your personality report has been regenerated with your changes."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/personality-report$/);

  const stored = (await (
    await context.request.get("/api/survey/responses")
  ).json()) as StoredAnswer[];
  const byId = new Map(stored.map((row) => [row.questionId, row]));
  expect(byId.get("PERS_O1")).toMatchObject({ response: 6, isModified: true });
  expect(byId.get("PREF1")).toMatchObject({ booleanResponse: true, isModified: true });
  expect(byId.get("PERS_O2")).toMatchObject({ isModified: false });
  await expectReportReady(context.request);

  // Nothing is pending any more.
  await page.goto("/survey-responses");
  await expect(
    page.getByRole("heading", { level: 1, name: "Your Survey Responses" }),
  ).toBeVisible();
  await expect(page.getByText(/changes? pending/i)).toHaveCount(0);
  await context.close();
});

test("navigation waits while a text answer is being typed", async ({ browser }) => {
  const { page, context } = await approvedUser(browser, newPerson("Kabir", "Das"));
  await page.goto("/survey");
  const box = page.getByRole("main").getByRole("textbox");
  await box.pressSequentially("Kabir");
  await box.press("Enter");
  await expect(box).toHaveValue("Kabir");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please finish typing")).toBeVisible();
  await expect(
    page.getByText("Complete your text response before proceeding to the next question."),
  ).toBeVisible();
  await expect(page.getByText(/^Question 1 of/)).toBeVisible();

  // Two seconds after the last keystroke the way is open, and the answer was saved.
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await page.waitForTimeout(2_000);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText(/^Question 2 of/)).toBeVisible();

  await box.pressSequentially("31");
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByText("Complete your text response before going back.")).toBeVisible();
  await expect(page.getByText(/^Question 2 of/)).toBeVisible();
  await context.close();
});

test("the survey passes axe on a scale, a select and a text question", async ({ browser }) => {
  const { page, context } = await approvedUser(browser, newPerson("Sana", "Sheikh"));
  for (const [id, check] of [
    ["PERS_O1", "radio"],
    ["DEM_B4", "radio"],
    ["DEM_B1", "textbox"],
  ] as const) {
    await page.goto(`/survey?question=${id}`);
    await expect(questionHeading(page)).toHaveText(getSurveyQuestion(id)!.text);
    await expect(page.getByRole("main").getByRole(check).first()).toBeVisible();
    if (id === "DEM_B4") {
      await expect(page.getByText(/^Why we ask:/)).toBeVisible();
      await page.getByRole("radio", { name: "Prefer not to say" }).click();
      await expect(page.getByText("Saved", { exact: true })).toBeVisible();
    }
    // Let the 150 ms fade-in finish before colours are measured.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  }
  await context.close();
});
