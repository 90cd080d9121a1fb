import { expect, test } from "@playwright/test";
import { getSurveyFacts } from "../src/shared/survey/facts";
import { expectNoAxeViolations } from "./fixtures";

/** The public methodology page (guides/science.md for the public). Runs in both projects. */

const h1 = "Our methodology";

test("the methodology page is served prerendered, with one title", async ({ request }) => {
  const response = await request.get("/methodology");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toMatch(/<h1 [^>]*>Our methodology<\/h1>/);
  expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
  expect(html).toContain('<meta property="og:title"');
  expect(html).not.toContain("__PUBLIC_URL__");
  const jsonLd = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)?.[1];
  const data = JSON.parse(jsonLd ?? "null");
  expect(data).toMatchObject({ "@context": "https://schema.org", "@type": "Article" });
  expect(data.citation).toEqual(
    expect.arrayContaining([expect.stringMatching(/^Goldberg, L\. R\. \(1992\)/)]),
  );
});

test("a visitor reads how the scores are made and where they come from", async ({ page }) => {
  await page.goto("/methodology");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  await expect(page.locator("h1")).toHaveCount(1);

  for (const heading of [
    "What the survey measures",
    "Where the questions come from",
    "How your scores are calculated",
    "How precise the scores are",
    "The research behind compatibility analysis",
    "References",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }

  // The contents list links to every section.
  const contents = page.getByRole("navigation", { name: "Contents" });
  await expect(contents.getByRole("link", { name: /References/ })).toHaveAttribute(
    "href",
    "#references",
  );

  await expect(
    page.getByText("Your score is a position on the scale, not a percentile."),
  ).toBeVisible();
  await expect(page.getByText(/within measurement error/).first()).toBeVisible();
  await expect(page.getByText("Fearful-avoidant", { exact: true })).toBeVisible();
  await expect(page.getByText(/never predicts whether a relationship will succeed/)).toBeVisible();

  // Numbers about the survey come from the question bank.
  const { questionCount, minutes } = getSurveyFacts();
  await expect(
    page.getByText(`The full survey has ${questionCount} questions`, { exact: false }),
  ).toContainText(`about ${minutes} minutes`);

  // The IPIP source, cited in full in the reference list.
  const goldberg = page.locator("#ref-goldberg-1992");
  await expect(goldberg).toContainText(
    "Goldberg, L. R. (1992). The development of markers for the Big-Five factor structure.",
  );
  await expect(goldberg).toContainText("Psychological Assessment, 4(1), 26–42");
  await expect(goldberg.getByRole("link")).toHaveAttribute(
    "href",
    "https://doi.org/10.1037/1040-3590.4.1.26",
  );
  await expect(page.getByRole("link", { name: "Goldberg, 1992" })).toHaveAttribute(
    "href",
    "#ref-goldberg-1992",
  );
});

test("the FAQ and the landing page lead to the methodology", async ({ page }) => {
  await page.goto("/faq");
  await page.getByRole("button", { name: "How accurate is the analysis?" }).click();
  await page.getByRole("link", { name: /How we calculate scores/ }).click();
  await expect(page).toHaveURL(/\/methodology$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);

  await page.goto("/");
  await expect(
    page.locator("#compatibility").getByRole("link", { name: /Read our methodology/ }),
  ).toHaveAttribute("href", "/methodology");
});

test("the methodology page has no accessibility violations", async ({ page }) => {
  await page.goto("/methodology");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  await expectNoAxeViolations(page);
});
