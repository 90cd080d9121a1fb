import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, expectNoHorizontalScroll, newPerson } from "./fixtures";
import { newApprovedUser, SUPER_ADMIN, signInNewContext } from "./people";

/** Completes the profile wizard the way a person does: three steps, then Complete Profile. */
async function completeWizard(
  page: Page,
  answers: { gender: string; year: string; location: string; shareAge: boolean; education: string },
) {
  await page.goto("/profile-setup");
  await page.getByRole("radio", { name: answers.gender, exact: true }).check();
  await page.getByLabel("Year", { exact: true }).selectOption(answers.year);
  await page.getByLabel("Location", { exact: true }).fill(answers.location);
  await page.getByRole("button", { name: "Next" }).click();
  if (answers.shareAge) await page.getByRole("switch", { name: "Share my age" }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel(/^Education/).selectOption({ label: answers.education });
  await page.getByRole("button", { name: "Complete Profile" }).click();
  await expect(page.getByText("Profile Updated")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");
}

test("two people complete profiles; one asks, the other consents, and both screens follow", async ({
  browser,
}) => {
  const admin = await signInNewContext(browser, SUPER_ADMIN);
  const asker = await newApprovedUser(browser, admin, newPerson("Rohan", "Kulkarni"));
  const asked = await newApprovedUser(browser, admin, newPerson("Sneha", "Pillai"));
  await admin.context.close();
  // Browser tests share one server: a town of their own keeps other tests' people out.
  const town = `Thrissur ${randomBytes(3).toString("hex")}`;
  await completeWizard(asked.page, {
    gender: "Female",
    year: "1993",
    location: town,
    shareAge: true,
    education: "Doctorate (PhD)",
  });
  await completeWizard(asker.page, {
    gender: "Male",
    year: "1991",
    location: "Nagpur",
    shareAge: false,
    education: "Bachelor's degree",
  });

  // A searches with three filters and finds B.
  const a = asker.page;
  await a.goto("/search-profiles");
  await expect(a.getByText("0/50", { exact: true })).toBeVisible();
  const showFilters = a.getByRole("button", { name: "Show filters" });
  if (await showFilters.isVisible()) await showFilters.click();
  await a.getByLabel("Gender", { exact: true }).selectOption("female");
  await a.getByLabel("Location").fill(town.toLowerCase());
  await a.getByLabel("Education").selectOption({ label: "Doctorate (PhD)" });
  await a.getByRole("button", { name: "Search Profiles" }).click();
  const card = a.getByRole("article", { name: "Sneha Pillai" });
  await expect(card).toBeVisible();
  await expect(a.getByRole("article")).toHaveCount(1);
  await expectNoAxeViolations(a);

  await card.getByRole("button", { name: /Request Compatibility Analysis/ }).click();
  const dialog = a.getByRole("alertdialog", { name: "Request Compatibility Analysis" });
  await dialog.getByLabel("Relationship type").selectOption("romantic");
  await dialog.getByLabel("Message (optional)").fill("Our parents suggested we talk.");
  await dialog.getByRole("button", { name: "Send Request" }).click();
  await expect(a.getByText("Request Sent")).toBeVisible();
  await expect(card.getByRole("button", { name: /Request Pending/ })).toBeDisabled();
  await expect(a.getByText("1/50", { exact: true })).toBeVisible();

  // B sees it on /requests and approves with a message.
  const b = asked.page;
  await b.goto("/requests");
  await expect(b.getByRole("heading", { level: 1, name: "Review Requests" })).toBeVisible();
  const incoming = b.getByRole("article", { name: "Rohan Kulkarni" });
  await expect(incoming).toContainText("Our parents suggested we talk.");
  await expect(incoming).toContainText("Pending");
  await expectNoAxeViolations(b);
  await expectNoHorizontalScroll(b);
  await incoming.getByRole("button", { name: "Approve" }).click();
  const respond = b.getByRole("alertdialog");
  await respond.getByRole("textbox").fill("Happy to, let us see.");
  await expectNoAxeViolations(b);
  await respond.getByRole("button", { name: "Approve" }).click();
  await expect(b.getByText("Request Approved")).toBeVisible();
  await expect(incoming).toContainText("Approved");
  await expect(incoming.getByRole("button", { name: "Approve" })).toHaveCount(0);

  // A sees 'Approved' with the answer on /manage-requests, and the search card changes.
  await a.goto("/manage-requests");
  const outgoing = a.getByRole("article", { name: "Sneha Pillai" });
  await expect(outgoing).toContainText("Approved");
  await expect(outgoing).toContainText("Happy to, let us see.");
  await expectNoAxeViolations(a);
  await expectNoHorizontalScroll(a);
  await a.goto(`/search-profiles?gender=female&location=${encodeURIComponent(town)}`);
  await expect(
    a
      .getByRole("article", { name: "Sneha Pillai" })
      .getByRole("button", { name: /Generate Analysis/ }),
  ).toBeVisible();
  await expect(a.getByText("1/50", { exact: true })).toBeVisible();
  await asker.context.close();
  await asked.context.close();
});
