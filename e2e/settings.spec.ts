import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, newPerson, signIn } from "./fixtures";
import { newApprovedUser, SUPER_ADMIN, signInNewContext } from "./people";

test("a user reads their settings, exports their data and deletes their account", async ({
  browser,
}) => {
  const admin = await signInNewContext(browser, SUPER_ADMIN);
  const { context, page, person } = await newApprovedUser(
    browser,
    admin,
    newPerson("Ishaan", "Kapoor"),
  );
  await admin.context.close();

  await page.goto("/");
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();
  for (const [label, value] of [
    ["First name", person.firstName],
    ["Last name", person.lastName],
    ["Email", person.email],
  ] as const) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveValue(value);
    await expect(field).toHaveAttribute("readonly", "");
  }
  await expect(page.getByText(/managed by your sign-in provider/)).toBeVisible();
  await expect(page.getByRole("link", { name: "profile settings" })).toHaveAttribute(
    "href",
    "/profile-setup",
  );
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // Export My Data works (decision 31): a JSON file that holds the account.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export My Data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^psychematch-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), "utf8"));
  expect(JSON.stringify(exported)).toContain(person.email);
  await expect(page.getByRole("button", { name: "Export My Data" })).toBeEnabled();

  // Step 1 lists what goes; Cancel closes and starts over.
  await page.getByRole("button", { name: "Delete My Account" }).click();
  let dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText("Your survey responses and scores")).toBeVisible();
  await expect(dialog.getByText(/payment history/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Continue with Deletion" }).click();

  const confirmation = dialog.getByLabel("Confirmation text", { exact: true });
  await expect(confirmation).toHaveAttribute("type", "password");
  await confirmation.fill("DELETE");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Delete My Account" }).click();
  dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("button", { name: "Continue with Deletion" })).toBeVisible();
  await dialog.getByRole("button", { name: "Continue with Deletion" }).click();
  await expect(confirmation).toHaveValue("");

  // Step 2: the final button waits for the exact phrase; Enter with a mismatch says why.
  const destroy = dialog.getByRole("button", { name: "Permanently Delete Account" });
  await expect(destroy).toBeDisabled();
  await confirmation.fill("delete my account");
  await expect(destroy).toBeDisabled();
  await confirmation.press("Enter");
  await expect(page.getByText("Invalid Confirmation")).toBeVisible();
  await expect(page.getByText('Please type "DELETE MY ACCOUNT" exactly as shown.')).toBeVisible();

  await dialog.getByRole("button", { name: "Show confirmation text" }).click();
  await expect(confirmation).toHaveAttribute("type", "text");
  await expect(dialog.getByRole("button", { name: "Hide confirmation text" })).toBeVisible();
  await confirmation.fill("DELETE MY ACCOUNT");
  await expect(destroy).toBeEnabled();
  await expectNoAxeViolations(page);

  await destroy.click();
  await expect(page.getByText("Account Deleted")).toBeVisible();
  await expect(
    page.getByText("Your account has been permanently deleted. Redirecting to homepage..."),
  ).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Understand yourself. Understand each other." }),
  ).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  // The account is gone: signing in again with the same e-mail starts over as pending.
  await signIn(page, person);
  await expect(page.getByRole("heading", { name: "Account Under Review" })).toBeVisible();
  await context.close();
});
