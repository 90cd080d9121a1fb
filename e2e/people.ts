import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { newPerson, type Person, signIn } from "./fixtures";

/** The bootstrap super admin; shared by parallel tests, so never deleted or demoted. */
export const SUPER_ADMIN: Person = {
  email: "admin@example.com",
  firstName: "Site",
  lastName: "Admin",
};

export interface SignedIn {
  context: BrowserContext;
  page: Page;
  person: Person;
}

/** A fresh browser context signed in as `person` through the real sign-in flow. */
export async function signInNewContext(browser: Browser, person: Person): Promise<SignedIn> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, person);
  return { context, page, person };
}

/** The id of a person, looked up by e-mail through the admin API as `admin`. */
export async function userIdOf(admin: BrowserContext, email: string): Promise<string> {
  const res = await admin.request.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { users: { id: string; email: string }[] };
  const user = body.users.find((u) => u.email === email);
  if (!user) throw new Error(`No user ${email}`);
  return user.id;
}

/** Signs a new person in and has the super admin approve them through the API. */
export async function newApprovedUser(
  browser: Browser,
  admin: SignedIn,
  person: Person = newPerson(),
): Promise<SignedIn> {
  const signedIn = await signInNewContext(browser, person);
  const id = await userIdOf(admin.context, person.email);
  const res = await admin.context.request.post(`/api/admin/users/${id}/approve`);
  expect(res.ok()).toBe(true);
  return signedIn;
}
