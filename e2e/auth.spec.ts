import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, newPerson, signIn } from "./fixtures";

test("a new user signs in, sees 'Account Under Review' with their name and e-mail, and signs out", async ({
  page,
}) => {
  const person = newPerson("Rohan", "Mehta");
  await signIn(page, person);
  await expect(page.getByRole("heading", { name: "Account Under Review" })).toBeVisible();
  await expect(page.getByText("Status: pending")).toBeVisible();
  await expect(page.getByText(`Registered with: ${person.email}`)).toBeVisible();
  await expect(page.getByText(/Rohan/).first()).toBeVisible();
  await expect(page.getByText(/24-48 hours/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Every non-public path shows the same screen to a pending user.
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Account Under Review" })).toBeVisible();

  await page
    .getByRole("link", { name: "Sign Out" })
    .or(page.getByRole("button", { name: "Sign Out" }))
    .click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("link", { name: /Sign in with Google/ }).first()).toBeVisible();
  const me = await page.request.get("/api/auth/user");
  expect(me.status()).toBe(401);
});

test("the super admin signs in and reaches home with 'Admin Panel'", async ({ page }) => {
  await signIn(page, { email: "admin@example.com", firstName: "Site", lastName: "Admin" });
  await expect(page.getByText(/Site/).first()).toBeVisible();
  await expect(
    page
      .getByRole("link", { name: "Admin Panel" })
      .or(page.getByRole("button", { name: "Admin Panel" })),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Settings" }).or(page.getByRole("button", { name: "Settings" })),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a signed-in person whose hint cookie is gone still reaches product pages (the session decides)", async ({
  page,
  context,
}) => {
  await signIn(page, { email: "admin@example.com", firstName: "Site", lastName: "Admin" });
  await context.clearCookies({ name: "signed_in" });
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
});
