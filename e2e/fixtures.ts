import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export interface Person {
  email: string;
  firstName: string;
  lastName: string;
}

/** A person nobody else in the run uses (tests run in parallel against one server). */
export function newPerson(firstName = "Ananya", lastName = "Iyer"): Person {
  return {
    email: `${firstName.toLowerCase()}.${randomBytes(4).toString("hex")}@example.in`,
    firstName,
    lastName,
  };
}

/** Signs in through the real flow: the app's sign-in link, the embedded provider's form, the callback. */
export async function signIn(page: Page, person: Person): Promise<void> {
  await page.goto("/api/auth/google");
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** Mobile-first: nothing may scroll sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
