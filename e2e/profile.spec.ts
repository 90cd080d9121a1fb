import { expect, type Page, test } from "@playwright/test";
import { ageOn, bornOnOrBefore, indiaToday } from "../src/shared/profile/age";
import { expectNoAxeViolations, expectNoHorizontalScroll, newPerson } from "./fixtures";
import { newApprovedUser, SUPER_ADMIN, signInNewContext } from "./people";

function stepHeading(page: Page, name: string) {
  return page.getByRole("heading", { level: 2, name, exact: true });
}

test("a new user fixes step 1, completes the profile wizard and finds it saved", async ({
  browser,
}) => {
  const admin = await signInNewContext(browser, SUPER_ADMIN);
  const { context, page, person } = await newApprovedUser(
    browser,
    admin,
    newPerson("Meera", "Nair"),
  );
  await admin.context.close();
  const today = indiaToday(new Date());
  const [defaultYear, defaultMonth, defaultDay] = bornOnOrBefore(today, 25).split("-").map(Number);

  await page.goto("/profile-setup");
  await expect(page.getByRole("heading", { level: 1, name: "Profile Setup" })).toBeVisible();
  await expect(stepHeading(page, "Basic Information")).toBeVisible();
  await expect(page.getByText("Step 1 of 3")).toBeVisible();

  // Prefilled from the account; the e-mail cannot be changed here.
  const firstName = page.getByLabel("First name", { exact: true });
  const lastName = page.getByLabel("Last name", { exact: true });
  const location = page.getByLabel("Location", { exact: true });
  await expect(firstName).toHaveValue(person.firstName);
  await expect(lastName).toHaveValue(person.lastName);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(person.email);
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("readonly", "");
  await expect(page.getByRole("switch")).toHaveCount(0);

  // The date picker starts 25 years back and offers 1900 to this year.
  const day = page.getByLabel("Day", { exact: true });
  const month = page.getByLabel("Month", { exact: true });
  const year = page.getByLabel("Year", { exact: true });
  await expect(day).toHaveValue(String(defaultDay));
  await expect(month).toHaveValue(String(defaultMonth));
  await expect(year).toHaveValue(String(defaultYear));
  await expect(year.locator("option").first()).toHaveText(today.slice(0, 4));
  await expect(year.locator("option").last()).toHaveText("1900");
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  // Step 1 cannot be left with missing fields: each says what is wrong, beside the field.
  await firstName.fill("");
  await lastName.fill("  ");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Last name is required")).toBeVisible();
  await expect(page.getByText("Gender is required")).toBeVisible();
  await expect(page.getByText("Location is required")).toBeVisible();
  await expect(stepHeading(page, "Basic Information")).toBeVisible();
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  await expect(firstName).toHaveAccessibleDescription("First name is required");
  await expect(page.getByRole("radiogroup", { name: "Gender" })).toHaveAccessibleDescription(
    "Gender is required",
  );
  await expectNoAxeViolations(page);

  // Messages go away as the fields are put right.
  await firstName.fill("Mira");
  await expect(page.getByText("First name is required")).toBeHidden();

  // Too young: at least 15 years old.
  await year.selectOption(String(Number(today.slice(0, 4)) - 10));
  await expect(page.getByText("You must be at least 15 years old")).toBeVisible();

  // The day is clamped to the month's length.
  await year.selectOption("1995");
  await month.selectOption({ label: "January" });
  await day.selectOption("31");
  await month.selectOption({ label: "February" });
  await expect(day).toHaveValue("28");
  await expect(day.locator("option")).toHaveCount(28);
  await year.selectOption("1996");
  await expect(day.locator("option")).toHaveCount(29);
  await day.selectOption("15");
  await month.selectOption({ label: "March" });
  await expect(page.getByText("You must be at least 15 years old")).toBeHidden();
  const age = ageOn("1996-03-15", today);
  await expect(page.getByText(`Age ${age}.`)).toBeVisible();

  await lastName.fill("Nair-Menon");
  await page.getByRole("radio", { name: "Female" }).check();
  await location.fill("Pune");
  const bio = "Architect who loves old maps and filter coffee.";
  await page.getByLabel(/^Bio/).fill(bio);
  await expect(page.getByText(`${bio.length}/500`)).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();

  // Step 2: privacy, with the defaults of the spec and a preview of the search card.
  await expect(stepHeading(page, "Privacy Settings")).toBeFocused();
  const searchable = page.getByRole("switch", { name: "Show my profile in search" });
  const shareAge = page.getByRole("switch", { name: "Share my age" });
  await expect(searchable).toBeChecked();
  await expect(shareAge).not.toBeChecked();
  await expect(shareAge).toHaveAccessibleDescription(/Age filters in search only match people/);
  const preview = page.getByRole("region", { name: "Your search card" });
  await expect(preview.getByText("Mira Nair-Menon")).toBeVisible();
  await expect(preview.getByText(`Age ${age}`)).toBeHidden();
  await shareAge.check();
  await expect(preview.getByText(`Female · Age ${age}`)).toBeVisible();
  await expectNoAxeViolations(page);

  // Previous keeps what was typed.
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(stepHeading(page, "Basic Information")).toBeVisible();
  await expect(location).toHaveValue("Pune");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(shareAge).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();

  // Step 3: optional preferences and the summary.
  await expect(stepHeading(page, "Preferences")).toBeFocused();
  await expect(page.getByText("never shown on your card")).toBeVisible();
  await page.getByLabel(/^Education/).selectOption({ label: "Master's degree" });
  await page.getByLabel(/^Occupation/).selectOption({ label: "Engineering" });
  await page.getByLabel(/^Religion/).selectOption({ label: "Hindu" });
  await page.getByLabel(/^Height in cm/).fill("164");
  const interests = page.getByLabel(/^Interests/);
  await interests.fill("Cartography");
  await interests.press("Enter");
  await interests.fill("Carnatic music");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await interests.fill("Chess");
  await interests.press("Enter");
  await page.getByRole("button", { name: "Remove Chess" }).click();
  const interestList = page.getByRole("list", { name: "Your interests" });
  await expect(interestList.getByRole("listitem")).toHaveText(["Cartography", "Carnatic music"]);
  await expect(page.getByText("2/10 added")).toBeVisible();

  const summary = page.getByRole("region", { name: "Profile summary" });
  for (const [term, value] of [
    ["Name", "Mira Nair-Menon"],
    ["Email", person.email],
    ["Gender", "Female"],
    ["Location", "Pune"],
    ["Show in search", "Yes"],
    ["Share date of birth", "Yes"],
  ] as const) {
    await expect(summary.getByText(term, { exact: true }).locator("xpath=..")).toContainText(value);
  }
  await expect(page.getByRole("link", { name: "Back to Home" }).last()).toHaveAttribute(
    "href",
    "/",
  );
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole("button", { name: "Complete Profile" }).click();
  await expect(page.getByText("Profile Updated")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");
  // The current user was refreshed: the dashboard greets the new first name.
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Mira!" })).toBeVisible();

  // Reopening the wizard shows what was saved.
  await page.goto("/profile-setup");
  await expect(firstName).toHaveValue("Mira");
  await expect(lastName).toHaveValue("Nair-Menon");
  await expect(page.getByRole("radio", { name: "Female" })).toBeChecked();
  await expect(day).toHaveValue("15");
  await expect(month).toHaveValue("3");
  await expect(year).toHaveValue("1996");
  await expect(location).toHaveValue("Pune");
  await expect(page.getByLabel(/^Bio/)).toHaveValue(bio);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(searchable).toBeChecked();
  await expect(shareAge).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel(/^Education/)).toHaveValue("masters");
  await expect(page.getByLabel(/^Occupation/)).toHaveValue("engineering");
  await expect(page.getByLabel(/^Religion/)).toHaveValue("hindu");
  await expect(page.getByLabel(/^Height in cm/)).toHaveValue("164");
  await expect(interestList.getByRole("listitem")).toHaveText(["Cartography", "Carnatic music"]);
  await context.close();
});
