import { expect, type Page, test } from "@playwright/test";
import { getSurveyFacts } from "../src/shared/survey/facts";
import { expectNoAxeViolations } from "./fixtures";

/**
 * The guest preview (spec part 2): a signed-out visitor answers five statements and sees a
 * sample report. Nothing is sent to the server and nothing is stored (science.md: a taste,
 * never stored as a score). Runs in the phone and desktop projects.
 */

/**
 * The answers chosen and the report expected for them, worked out by hand from the rule
 * (spec section 9): percent = round(answer / 7 x 100); High above 70, Moderate above 40,
 * otherwise Low.
 */
const plan = [
  // 6 / 7 = 0.857 -> 86
  {
    statement: "I feel comfortable around people.",
    choice: "Agree",
    trait: "Extraversion",
    percent: 86,
    level: "High",
  },
  // 2 / 7 = 0.286 -> 29
  {
    statement: "I make people feel at ease.",
    choice: "Disagree",
    trait: "Agreeableness",
    percent: 29,
    level: "Low",
  },
  // 4 / 7 = 0.571 -> 57
  {
    statement: "I like order.",
    choice: "Neutral",
    trait: "Conscientiousness",
    percent: 57,
    level: "Moderate",
  },
  // 7 / 7 -> 100
  {
    statement: "I get stressed out easily.",
    choice: "Strongly Agree",
    trait: "Neuroticism",
    percent: 100,
    level: "High",
  },
  // 3 / 7 = 0.429 -> 43 (just above 40)
  {
    statement: "I have a vivid imagination.",
    choice: "Slightly Disagree",
    trait: "Openness",
    percent: 43,
    level: "Moderate",
  },
] as const;

const scaleLabels = [
  "Strongly Disagree",
  "Disagree",
  "Slightly Disagree",
  "Neutral",
  "Slightly Agree",
  "Agree",
  "Strongly Agree",
];

const notice =
  "This is a quick taste from 5 questions, not a measurement. Your full, free report comes from the complete survey.";

/** Opens the preview and waits until the prerendered page has become interactive. */
async function openPreview(page: Page): Promise<void> {
  await page.goto("/guest-survey");
  await expect(page.locator('[data-ready="true"]')).toHaveCount(1);
}

/** The screen of one statement: a region named by the statement. */
const questionScreen = (page: Page, statement: string) =>
  page.getByRole("region", { name: statement });

async function expectQuestion(page: Page, position: number, statement: string): Promise<void> {
  const screen = questionScreen(page, statement);
  await expect(screen.getByText(`Question ${position} of 5`, { exact: true })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Preview progress" })).toHaveAttribute(
    "aria-valuetext",
    `Question ${position} of 5`,
  );
  await expect(screen.getByRole("heading", { level: 2, name: statement })).toBeVisible();
}

/** localStorage, sessionStorage and cookies, to prove that the preview stores nothing. */
const storageSnapshot = (page: Page) =>
  page.evaluate(() => ({
    local: Object.entries(localStorage),
    session: Object.entries(sessionStorage),
    cookie: document.cookie,
  }));

test("a visitor answers five statements and sees a sample report, with nothing sent or stored", async ({
  page,
}) => {
  await openPreview(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sample personality quiz");
  await expect(page.getByText("Preview Mode")).toBeVisible();
  await expectQuestion(page, 1, plan[0].statement);
  // The seven agreement levels, as toggle buttons in a group named by the statement.
  const options = questionScreen(page, plan[0].statement)
    .getByRole("group", { name: plan[0].statement })
    .getByRole("button");
  await expect(options).toHaveCount(7);
  await expect(options).toHaveText(scaleLabels.map((label, i) => `${i + 1}${label}`));
  for (const [index, label] of scaleLabels.entries()) {
    const option = questionScreen(page, plan[0].statement).getByRole("button", {
      name: label,
      exact: true,
    });
    await expect(option).toHaveAttribute("aria-pressed", "false");
    // Big tappable targets (design.md: at least 44 px).
    const box = await option.boundingBox();
    expect(box?.height, `${index + 1} ${label}`).toBeGreaterThanOrEqual(44);
  }
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();

  // From here on, every request the page makes is recorded: the preview must make none.
  const storedBefore = await storageSnapshot(page);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));

  // A first choice, then back to change it (Previous keeps the earlier answer on screen).
  const first = plan[0];
  await questionScreen(page, first.statement)
    .getByRole("button", { name: "Slightly Agree", exact: true })
    .click();
  await expectQuestion(page, 2, plan[1].statement);
  await expect(page.getByRole("status")).toHaveText("Question 2 of 5");
  await expect(page.getByRole("heading", { level: 2, name: plan[1].statement })).toBeFocused();
  await page.getByRole("button", { name: "Previous" }).click();
  await expectQuestion(page, 1, first.statement);
  await expect(
    questionScreen(page, first.statement).getByRole("button", {
      name: "Slightly Agree",
      exact: true,
    }),
  ).toHaveAttribute("aria-pressed", "true");

  for (const [index, step] of plan.entries()) {
    await expectQuestion(page, index + 1, step.statement);
    const option = questionScreen(page, step.statement).getByRole("button", {
      name: step.choice,
      exact: true,
    });
    await option.click();
    // Answering advances by itself (after 300 ms): no Next press needed.
    const next = plan[index + 1];
    if (next) {
      await expect(page.getByRole("heading", { level: 2, name: next.statement })).toBeFocused();
      await expect(page.getByRole("status")).toHaveText(`Question ${index + 2} of 5`);
    }
  }

  // The sample report: five traits, each with its percent and label in words.
  const report = page.getByRole("region", { name: "Your sample report" });
  await expect(report.getByRole("heading", { level: 2, name: "Your sample report" })).toBeFocused();
  await expect(page.getByRole("status")).toHaveText("Your sample report is ready.");
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(report.getByText(notice)).toBeVisible();
  const lines = report.getByRole("listitem");
  await expect(lines).toHaveCount(5);
  for (const [index, step] of plan.entries()) {
    const line = lines.nth(index);
    await expect(line.getByRole("heading", { level: 3 })).toHaveText(step.trait);
    await expect(line).toContainText(`${step.percent}%`);
    await expect(line).toContainText(step.level);
    await expect(line.getByText(`${step.percent}%`, { exact: true })).toBeVisible();
    await expect(line.getByText(step.level, { exact: true })).toBeVisible();
  }

  // The way on: sign up for the full survey, with the numbers computed from the bank.
  const { questionCount, minutes } = getSurveyFacts();
  await expect(
    report.getByText(`The full assessment has ${questionCount} questions`),
  ).toBeVisible();
  await expect(report.getByText(`Free to start • Takes ${minutes} minutes`)).toBeVisible();
  await expect(
    report.getByRole("link", { name: "Sign Up to Get Your Full Report" }),
  ).toHaveAttribute("href", "/api/auth/google");

  // Nothing left the page and nothing was stored while answering.
  expect(requests.filter((r) => new URL(r.split(" ")[1]!).pathname.startsWith("/api/"))).toEqual(
    [],
  );
  expect(requests).toEqual([]);
  expect(await storageSnapshot(page)).toEqual(storedBefore);

  // Start over: question 1 again, nothing chosen.
  await report.getByRole("button", { name: "Start over" }).click();
  await expectQuestion(page, 1, plan[0].statement);
  await expect(page.getByRole("heading", { level: 2, name: plan[0].statement })).toBeFocused();
  await expect(
    questionScreen(page, plan[0].statement).getByRole("button", { pressed: true }),
  ).toHaveCount(0);
  expect(requests).toEqual([]);
});

test("the preview's question screen and sample report have no accessibility violations", async ({
  page,
}) => {
  await openPreview(page);
  await expectQuestion(page, 1, plan[0].statement);
  await expectNoAxeViolations(page);

  // Mid-way, with an answer chosen and Previous enabled.
  await page.getByRole("button", { name: "Neutral", exact: true }).click();
  await expectQuestion(page, 2, plan[1].statement);
  await page.getByRole("button", { name: "Previous" }).click();
  await expectQuestion(page, 1, plan[0].statement);
  await expect(page.getByRole("button", { name: "Neutral", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expectNoAxeViolations(page);

  for (const [index, step] of plan.entries()) {
    await questionScreen(page, step.statement)
      .getByRole("button", { name: "Neutral", exact: true })
      .click();
    const next = plan[index + 1];
    if (next) await expectQuestion(page, index + 2, next.statement);
  }
  await expect(page.getByRole("heading", { level: 2, name: "Your sample report" })).toBeVisible();
  await expectNoAxeViolations(page);
});
