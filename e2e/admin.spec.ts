import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, expectNoHorizontalScroll, newPerson, signIn } from "./fixtures";
import { newApprovedUser, SUPER_ADMIN, signInNewContext, userIdOf } from "./people";

/** The value shown under a counter's label (Pending, Approved, Rejected, Admins). */
function counter(page: Page, label: string) {
  return page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .locator("dd");
}

/** Narrows the open tab's list to one person (other tests add people in parallel). */
async function searchFor(page: Page, label: string, text: string) {
  await page.getByLabel(label).fill(text);
}

function rowOf(page: Page, email: string) {
  return page.getByRole("listitem").filter({ hasText: email });
}

/** Resolves with the counters the page fetches after an action; the UI must then show them. */
function nextStats(page: Page) {
  return page
    .waitForResponse((res) => new URL(res.url()).pathname === "/api/admin/stats" && res.ok())
    .then((res) => res.json() as Promise<{ pending: number; approved: number; admins: number }>);
}

test("an admin approves a pending user, who then reaches home", async ({ page, browser }) => {
  const applicant = await signInNewContext(browser, newPerson("Kavya", "Nair"));
  await expect(applicant.page.getByRole("heading", { name: "Account Under Review" })).toBeVisible();

  await signIn(page, SUPER_ADMIN);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText("Super Admin", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("tab", { name: /^Pending Approval \(\d+\)$/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("heading", { name: "Users Awaiting Approval" })).toBeVisible();

  await searchFor(page, "Search pending users", applicant.person.email);
  const row = rowOf(page, applicant.person.email);
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Kavya Nair").first()).toBeVisible();
  await expect(row.getByText(/^Joined /)).toBeVisible();

  const stats = nextStats(page);
  await row.getByRole("button", { name: /^Approve/ }).click();
  await expect(page.getByText("User status updated successfully")).toBeVisible();
  const after = await stats;
  await expect(counter(page, "Pending")).toHaveText(String(after.pending));
  await expect(
    page.getByRole("tab", { name: `Pending Approval (${after.pending})` }),
  ).toBeVisible();
  await expect(page.getByText(`No users match "${applicant.person.email}"`)).toBeVisible();

  // The decision shows in All Users and in the audit log.
  await page.getByRole("tab", { name: /^All Users/ }).click();
  await searchFor(page, "Search all users", applicant.person.email);
  const allRow = rowOf(page, applicant.person.email);
  await expect(allRow.getByText("Approved", { exact: true })).toBeVisible();
  await expect(allRow.getByText("Role: user")).toBeVisible();

  await page.getByRole("tab", { name: "Audit Log" }).click();
  await expect(
    page.getByRole("listitem").filter({ hasText: "approved Kavya Nair" }).first(),
  ).toBeVisible();

  await applicant.page.reload();
  await expect(applicant.page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
  await applicant.context.close();
});

test("the super admin makes an approved user admin, then removes admin access", async ({
  page,
  browser,
}) => {
  await signIn(page, SUPER_ADMIN);
  const admin = { context: page.context(), page, person: SUPER_ADMIN };
  const helper = await newApprovedUser(browser, admin, newPerson("Farhan", "Qureshi"));

  await page.goto("/admin");
  await page.getByRole("tab", { name: /^Admin Management \(\d+\)$/ }).click();
  await expect(page.getByRole("heading", { name: "Admin Management" })).toBeVisible();
  await searchFor(page, "Search approved users", helper.person.email);
  const row = rowOf(page, helper.person.email);
  await expect(row.getByText("User", { exact: true })).toBeVisible();

  let stats = nextStats(page);
  await row.getByRole("button", { name: /^Make Admin/ }).click();
  await expect(page.getByText("User role updated successfully").first()).toBeVisible();
  let after = await stats;
  await expect(counter(page, "Admins")).toHaveText(String(after.admins));
  await expect(
    page.getByRole("tab", { name: `Admin Management (${after.approved})` }),
  ).toBeVisible();
  await expect(row.getByText("Admin", { exact: true })).toBeVisible();

  // The new admin sees the dashboard without the super admin's tab.
  await helper.page.goto("/admin");
  await expect(helper.page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(helper.page.getByText("Admin", { exact: true }).first()).toBeVisible();
  await expect(helper.page.getByRole("tab", { name: /^Pending Approval/ })).toBeVisible();
  await expect(helper.page.getByRole("tab", { name: /^Admin Management/ })).toHaveCount(0);

  await row.getByRole("button", { name: /^Remove Admin/ }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove Admin Access" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "Are you sure you want to remove admin privileges from Farhan Qureshi? They will become a regular user.",
  );
  await expectNoAxeViolations(page);
  // Cancel keeps the role.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Admin", { exact: true })).toBeVisible();

  await row.getByRole("button", { name: /^Remove Admin/ }).click();
  stats = nextStats(page);
  await dialog.getByRole("button", { name: "Remove Admin" }).click();
  await expect(page.getByText("User role updated successfully").first()).toBeVisible();
  after = await stats;
  await expect(counter(page, "Admins")).toHaveText(String(after.admins));
  await expect(row.getByText("User", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: /^Make Admin/ })).toBeVisible();

  await page.getByRole("tab", { name: "Audit Log" }).click();
  await expect(
    page.getByRole("listitem").filter({ hasText: "made Farhan Qureshi an admin" }).first(),
  ).toBeVisible();
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: "removed admin access from Farhan Qureshi" })
      .first(),
  ).toBeVisible();

  // Demoted: no admin access on the very next request.
  await helper.page.reload();
  await expect(helper.page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await helper.context.close();
});

test("an approved user who is not an admin sees 'Access Denied'", async ({ page, browser }) => {
  const admin = await signInNewContext(browser, SUPER_ADMIN);
  const person = newPerson("Meera", "Pillai");
  await signIn(page, person);
  const id = await userIdOf(admin.context, person.email);
  expect((await admin.context.request.post(`/api/admin/users/${id}/approve`)).ok()).toBe(true);
  await admin.context.close();

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(
    page.getByText("You don't have admin privileges to access this page."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Back to Home" }).first().click();
  await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
  // Home offers no Admin Panel to a plain user.
  await expect(page.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
});

test("every admin tab passes axe, and Home leads to it", async ({ page }) => {
  await signIn(page, SUPER_ADMIN);
  await page.getByRole("link", { name: "Admin Panel" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(counter(page, "Admins")).toHaveText(/^\d+$/);
  await expect(page.getByText("Loading pending users...")).toBeHidden();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  for (const [tab, done] of [
    [/^All Users/, "Loading users..."],
    [/^Admin Management/, "Loading users..."],
    [/^Audit Log/, "Loading audit log..."],
  ] as const) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText(done)).toBeHidden();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("list").or(panel.getByRole("status"))).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  }
});

test("a decision that no longer applies fails with the server's reason", async ({
  page,
  browser,
}) => {
  const applicant = await signInNewContext(browser, newPerson("Tara", "Bhat"));
  await signIn(page, SUPER_ADMIN);
  await page.goto("/admin");
  await searchFor(page, "Search pending users", applicant.person.email);
  const row = rowOf(page, applicant.person.email);
  await expect(row).toHaveCount(1);

  // Someone else approves the person meanwhile (here: the same admin through the API).
  const id = await userIdOf(page.context(), applicant.person.email);
  expect((await page.request.post(`/api/admin/users/${id}/approve`)).ok()).toBe(true);

  await row.getByRole("button", { name: /^Approve/ }).click();
  await expect(
    page.getByText("Failed to update user status: This user is already approved."),
  ).toBeVisible();
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  await applicant.context.close();
});
