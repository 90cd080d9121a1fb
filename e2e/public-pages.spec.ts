import { expect, type Page, test } from "@playwright/test";
import { getSurveyFacts } from "../src/shared/survey/facts";
import { expectNoAxeViolations } from "./fixtures";

/** The public pages; each is prerendered and hydrated. Runs in the phone and desktop projects. */
const publicPages = [
  { path: "/", h1: "Understand yourself. Understand each other." },
  { path: "/faq", h1: "Frequently asked questions" },
  { path: "/privacy-policy", h1: "Privacy Policy" },
  { path: "/terms", h1: "Terms of Service" },
  { path: "/contact", h1: "Contact Us" },
  { path: "/guest-survey", h1: "Sample personality quiz" },
] as const;

/** Console errors other than failed requests (a signed-out visitor's GET /api/auth/user is a 401). */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      errors.push(message.text());
    }
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("a visitor reads the landing page and finds the way in", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const { questionCount, minutes } = getSurveyFacts();
  await page.goto("/");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Understand yourself. Understand each other.",
  );
  await expect(
    page.getByText(`Answer ${questionCount} questions in about ${minutes} minutes`),
  ).toBeVisible();

  const signIn = page.getByRole("banner").getByRole("link", { name: "Sign in with Google" });
  await expect(signIn).toBeVisible();
  await expect(signIn).toHaveAttribute("href", "/api/auth/google");
  await expect(page.getByRole("link", { name: "Get Started Free" })).toHaveAttribute(
    "href",
    "/api/auth/google",
  );
  await expect(page.getByRole("link", { name: "Start Your Free Analysis" })).toHaveAttribute(
    "href",
    "/api/auth/google",
  );

  // Sections: challenge, audiences, the three steps, examples, approach, about.
  for (const heading of ["Big decisions, little to go on", "For every relationship that matters"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  for (const audience of [
    "People seeking marriage",
    "Parents and teens",
    "Hiring managers",
    "Seniors",
  ]) {
    await expect(page.getByText(audience, { exact: true })).toBeVisible();
  }
  const steps = page.locator("#how-it-works");
  for (const step of ["Take Survey", "Get Free Report", "Analyze Compatibility"]) {
    await expect(steps.getByRole("heading", { level: 3, name: step })).toBeVisible();
  }
  await expect(page.getByText("not reviews from real customers")).toBeVisible();
  await expect(page.getByText("89%")).toHaveCount(0);
  await expect(page.locator("#compatibility")).toBeVisible();
  await expect(page.locator("#about")).toBeVisible();
  await expect(page.locator('a[href="#how-it-works"]')).toHaveCount(1);
  await expect(page.locator('a[href="#about"]')).toHaveCount(1);

  const footer = page.getByRole("contentinfo");
  for (const [name, href] of [
    ["Personality Test", "/guest-survey"],
    ["FAQ", "/faq"],
    ["Privacy Policy", "/privacy-policy"],
    ["Terms of Service", "/terms"],
    ["Contact Us", "/contact"],
  ] as const) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(footer.getByRole("link", { name: "Support" })).toHaveAttribute(
    "href",
    /^mailto:.+@.+/,
  );

  await page.getByRole("link", { name: "Try Sample Quiz" }).click();
  await expect(page).toHaveURL(/\/guest-survey$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Sample personality quiz" }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test("the FAQ keeps one answer open at a time", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/faq");
  const questions = page.getByRole("main").getByRole("button");
  await expect(questions).toHaveCount(8);

  const first = page.getByRole("button", { name: "Is compatibility matching free?" });
  const second = page.getByRole("button", { name: "How long does the assessment take?" });
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(/premium feature/)).toBeVisible();

  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText(/premium feature/)).toBeHidden();
  await expect(page.locator('main button[aria-expanded="true"]')).toHaveCount(1);
  const { minutes } = getSurveyFacts();
  await expect(page.getByText(`in about ${minutes} minutes`)).toBeVisible();

  await second.click();
  await expect(page.locator('main button[aria-expanded="true"]')).toHaveCount(0);

  await expect(page.getByRole("link", { name: "Start Your Journey Now" })).toHaveAttribute(
    "href",
    "/api/auth/google",
  );
  await expect(
    page.getByText("Free personality analysis awaits—no credit card needed!"),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test("moving between pages starts each page at the top", async ({ page }) => {
  await page.goto("/");
  const footerFaq = page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true });
  await footerFaq.scrollIntoViewIfNeeded();
  await footerFaq.click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Frequently asked questions" }),
  ).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("the privacy policy states its date and eight sections", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByText("Effective 12 August 2025")).toBeVisible();
  const sections = [
    "Introduction",
    "Information we collect",
    "How we use your information",
    "How we share information",
    "Data security",
    "Your rights",
    "Changes to this policy",
    "Contact us",
  ];
  for (const [index, title] of sections.entries()) {
    await expect(
      page.getByRole("heading", { level: 2, name: `${index + 1}. ${title}` }),
    ).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 2, name: /^\d+\. / })).toHaveCount(8);
  await expect(page.getByText(/never sell or rent your personal data/)).toBeVisible();
  await expect(page.getByText(/anonymized data/).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Back" })).toBeVisible();

  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the terms and the contact page are real pages", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page.getByText(/not a clinical, psychological or medical assessment/)).toBeVisible();
  await expect(page.getByText(/governed by the laws of India/)).toBeVisible();

  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: /Email .* support/ }),
  ).toHaveAttribute("href", /^mailto:.+@.+/);
});

test("an unknown path shows the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute(
    "href",
    "/",
  );
});

for (const { path, h1 } of publicPages) {
  test(`${path} has one title, a description and structured data, before and after hydration`, async ({
    page,
    request,
  }) => {
    // As served (the prerendered HTML, with the server's values filled in).
    const html = await (await request.get(path)).text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toContain('<script type="application/ld+json"');
    expect(html).not.toContain("__PUBLIC_URL__");
    expect(html).not.toContain("__SUPPORT_EMAIL__");
    expect(html).toContain(`<h1 `);

    const errors = collectConsoleErrors(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page.locator("title")).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    const jsonLd = page.locator('script[type="application/ld+json"]');
    await expect(jsonLd).toHaveCount(1);
    const served = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)?.[1];
    expect(JSON.parse(served ?? "null")).toHaveProperty(
      path === "/" ? ["0", "@context"] : ["@context"],
    );
    expect(JSON.parse((await jsonLd.textContent()) ?? "null")).toBeTruthy();
    expect(errors).toEqual([]);
  });

  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expectNoAxeViolations(page);
  });
}

test("the not-found page has no accessibility violations", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a signed-out visitor's landing page runs no app code; other pages start the app", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  // Links work without it.
  await expect(page.getByRole("link", { name: "Try Sample Quiz" })).toHaveAttribute(
    "href",
    "/guest-survey",
  );

  scripts.length = 0;
  await page.goto("/faq");
  await page.waitForLoadState("networkidle");
  expect(scripts.some((s) => s.includes("/main-"))).toBe(true);
});
