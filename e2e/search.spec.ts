import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  newPerson,
  type Person,
} from "./fixtures";
import { newApprovedUser, SUPER_ADMIN, signInNewContext } from "./people";

/** Completes the signed-in person's profile through the API, as the wizard would save it. */
async function completeProfile(
  page: Page,
  person: Person,
  fields: { gender: string; dateOfBirth: string; location: string } & Record<string, unknown>,
): Promise<void> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post("/api/profile", {
    headers: { Origin: origin },
    data: {
      firstName: person.firstName,
      lastName: person.lastName,
      bio: "",
      isSearchable: true,
      allowDobSharing: false,
      education: null,
      occupation: null,
      religion: null,
      heightCm: null,
      interests: [],
      ...fields,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test("search asks for a completed profile first", async ({ browser }) => {
  const admin = await signInNewContext(browser, SUPER_ADMIN);
  const { context, page } = await newApprovedUser(browser, admin, newPerson("Kabir", "Sethi"));
  await admin.context.close();

  await page.goto("/search-profiles");
  await expect(
    page.getByRole("heading", { level: 1, name: "Complete Your Profile" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Complete Profile" })).toHaveAttribute(
    "href",
    "/profile-setup",
  );
  await expect(page.getByRole("button", { name: "Search Profiles" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await context.close();
});

test("a person filters, finds someone and sends them a compatibility request", async ({
  browser,
}) => {
  const admin = await signInNewContext(browser, SUPER_ADMIN);
  const seeker = await newApprovedUser(browser, admin, newPerson("Arjun", "Mehta"));
  const found = await newApprovedUser(browser, admin, newPerson("Meera", "Nair"));
  await admin.context.close();

  // Tests run in parallel on one server: a town nobody else lives in finds only Meera.
  const town = `Kottayam ${randomBytes(3).toString("hex")}`;
  await completeProfile(found.page, found.person, {
    gender: "female",
    dateOfBirth: "1994-03-15",
    location: town,
    allowDobSharing: true,
    education: "masters",
    occupation: "healthcare",
    religion: "christian",
    bio: "Paediatric nurse who loves long train journeys.",
  });
  await completeProfile(seeker.page, seeker.person, {
    gender: "male",
    dateOfBirth: "1992-07-01",
    location: "Bengaluru",
  });

  const { page } = seeker;
  await page.goto("/search-profiles");
  await expect(page.getByRole("heading", { level: 1, name: "Search Profiles" })).toBeVisible();
  await expect(page.getByText("0/50", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Find Matches" })).toHaveAttribute(
    "href",
    "/find-matches",
  );

  // On the phone the filters fold away; on the desktop they are always open.
  const showFilters = page.getByRole("button", { name: "Show filters" });
  if (await showFilters.isVisible()) await showFilters.click();
  const gender = page.getByLabel("Gender", { exact: true });
  await expect(gender.locator("option")).toHaveText(["Any", "Male", "Female", "Non-binary"]);
  await gender.selectOption("female");
  await page.getByLabel("Minimum age").fill("17");
  await page.getByRole("button", { name: "Search Profiles" }).click();
  await expect(page.getByText("Age must be at least 18")).toBeVisible();
  await expect(page.getByLabel("Minimum age")).toBeFocused();

  await page.getByLabel("Minimum age").fill("25");
  await page.getByLabel("Maximum age").fill("45");
  await page.getByLabel("Location").fill(town);
  await page.getByLabel("Education").selectOption("masters");
  const searched = page.waitForRequest((req) => req.url().includes("/api/search/profiles?"));
  await page.getByRole("button", { name: "Search Profiles" }).click();
  const url = new URL((await searched).url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    gender: "female",
    ageMin: "25",
    ageMax: "45",
    location: town,
    education: "masters",
  });

  const card = page.getByRole("article", { name: "Meera Nair" });
  await expect(card).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByText("1 profile shown")).toBeVisible();
  await expect(card.getByText(/^\d+ years · Female$/)).toBeVisible();
  await expect(card.getByText(town)).toBeVisible();
  await expect(card.getByText("Master's degree")).toBeVisible();
  await expect(card.getByText("Healthcare")).toBeVisible();
  await expect(card.getByText("Paediatric nurse who loves long train journeys.")).toBeVisible();
  await expect(card).not.toContainText("@");
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  // The request dialog: relationship type, message with its counter, Send.
  await card.getByRole("button", { name: /Request Compatibility Analysis/ }).click();
  const dialog = page.getByRole("alertdialog", { name: "Request Compatibility Analysis" });
  const relationship = dialog.getByLabel("Relationship type");
  await expect(relationship.locator("option")).toHaveText([
    "General",
    "Romantic",
    "Friendship",
    "Family",
    "Professional",
  ]);
  await relationship.selectOption("friendship");
  await dialog.getByLabel("Message (optional)").fill("Hello Meera, shall we compare?");
  await expect(dialog.getByText("30/500")).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Send Request" }).click();

  await expect(page.getByText("Request Sent")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole("button", { name: /Request Pending/ })).toBeDisabled();
  await expect(page.getByText("1/50", { exact: true })).toBeVisible();

  // The request is on record as sent, with what was chosen in the dialog.
  const outgoing = (await (await page.request.get("/api/requests/outgoing")).json()) as {
    status: string;
    relationshipType: string;
    requestMessage: string;
  }[];
  expect(outgoing).toMatchObject([
    {
      status: "pending",
      relationshipType: "friendship",
      requestMessage: "Hello Meera, shall we compare?",
    },
  ]);

  // The filters live in the page's URL: a reload shows the same results and state.
  await page.reload();
  await expect(
    page
      .getByRole("article", { name: "Meera Nair" })
      .getByRole("button", { name: /Request Pending/ }),
  ).toBeDisabled();
  await expectNoAxeViolations(page);

  // Once Meera approves, the card offers the analysis, which is made on Find Matches.
  const incoming = (await (await found.page.request.get("/api/requests/incoming")).json()) as {
    id: string;
  }[];
  const approved = await found.page.request.post(`/api/requests/${incoming[0]?.id}/approve`, {
    headers: { Origin: new URL(found.page.url()).origin },
    data: { responseMessage: "Happy to." },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  await found.context.close();
  await page.reload();
  await page
    .getByRole("article", { name: "Meera Nair" })
    .getByRole("button", { name: /Generate Analysis/ })
    .click();
  await expect(page.getByText("Ready for Analysis")).toBeVisible();
  await page.waitForURL((u) => u.pathname === "/find-matches");
  await seeker.context.close();
});
