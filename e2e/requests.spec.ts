import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  newPerson,
  type Person,
} from "./fixtures";
import { newApprovedUser, type SignedIn, SUPER_ADMIN, signInNewContext } from "./people";

/** Completes the person's profile through the API; returns their user id. */
async function completeProfile(request: APIRequestContext, person: Person): Promise<string> {
  const res = await request.post("/api/profile", {
    data: {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      gender: "female",
      dateOfBirth: "1994-06-15",
      location: "Pune, Maharashtra",
      bio: "",
      isSearchable: true,
      allowDobSharing: false,
      education: null,
      occupation: null,
      religion: null,
      heightCm: null,
      interests: [],
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

async function sendRequest(
  request: APIRequestContext,
  targetUserId: string,
  relationshipType: string,
  requestMessage: string,
): Promise<void> {
  const res = await request.post("/api/compatibility/request", {
    data: { targetUserId, relationshipType, requestMessage },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The value shown under a counter's label. */
function counter(page: Page, label: string): Locator {
  return page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .locator("dd");
}

function cardOf(page: Page, name: string): Locator {
  return page.getByRole("article", { name });
}

test("a request is approved, answered, cancelled and withdrawn", async ({ browser }) => {
  const admin = await signInNewContext(browser, SUPER_ADMIN);
  const sender: SignedIn = await newApprovedUser(browser, admin, newPerson("Aarav", "Mehta"));
  const recipient: SignedIn = await newApprovedUser(browser, admin, newPerson("Diya", "Sharma"));
  await admin.context.close();
  await completeProfile(sender.context.request, sender.person);
  const recipientId = await completeProfile(recipient.context.request, recipient.person);
  const a = sender.page;
  const b = recipient.page;

  // Empty states say what to do next.
  await a.goto("/manage-requests");
  await expect(a.getByRole("heading", { level: 1, name: "Manage Your Requests" })).toBeVisible();
  await expect(a.getByRole("heading", { name: "No requests sent yet" })).toBeVisible();
  await expect(a.getByRole("link", { name: "Search Profiles" })).toHaveAttribute(
    "href",
    "/search-profiles",
  );
  await expect(counter(a, "Total Sent")).toHaveText("0");
  await expectNoAxeViolations(a);

  await b.goto("/requests");
  await expect(b.getByRole("heading", { level: 1, name: "Review Requests" })).toBeVisible();
  await expect(b.getByRole("heading", { name: "No requests yet" })).toBeVisible();
  await expect(b.getByRole("link", { name: "View Personality Report" })).toHaveAttribute(
    "href",
    "/personality-report",
  );
  await expectNoAxeViolations(b);

  // B approves A's request with a message.
  await sendRequest(
    sender.context.request,
    recipientId,
    "friendship",
    "Hi Diya, shall we see how well we get along?",
  );
  await b.reload();
  const received = cardOf(b, "Aarav Mehta");
  await expect(received.getByText("Pending", { exact: true })).toBeVisible();
  await expect(received.getByText("Friendship compatibility")).toBeVisible();
  await expect(received.getByText("Hi Diya, shall we see how well we get along?")).toBeVisible();
  await expect(received.getByText("Today", { exact: true })).toBeVisible();
  await expect(received.getByText("14 days left")).toBeVisible();
  await expectNoAxeViolations(b);
  await expectNoHorizontalScroll(b);

  await received.getByRole("button", { name: "Approve Aarav Mehta's request" }).click();
  const approveDialog = b.getByRole("alertdialog", { name: "Approve Aarav Mehta's request?" });
  await approveDialog.getByLabel("Response message (optional)").fill("Happy to, Aarav!");
  await expect(approveDialog.getByText("16/500")).toBeVisible();
  await expectNoAxeViolations(b);
  await approveDialog.getByRole("button", { name: "Approve Request" }).click();
  await expect(b.getByText("Request Approved")).toBeVisible();
  await expect(approveDialog).toBeHidden();
  await expect(received.getByText("Approved", { exact: true })).toBeVisible();
  await expect(received.getByText("Happy to, Aarav!")).toBeVisible();
  await expect(received.getByText("Responded")).toBeVisible();
  await expect(received.getByRole("button", { name: /Approve/ })).toHaveCount(0);
  await expect(counter(b, "Approved")).toHaveText("1");

  // A sees the approval and the answer.
  await a.reload();
  const approved = cardOf(a, "Diya Sharma");
  await expect(approved.getByText("Approved", { exact: true })).toBeVisible();
  await expect(approved.getByText("Response from Diya Sharma")).toBeVisible();
  await expect(approved.getByText("Happy to, Aarav!")).toBeVisible();
  await expect(
    approved.getByRole("button", { name: "Withdraw Consent for Diya Sharma" }),
  ).toBeVisible();
  await expect(counter(a, "Total Sent")).toHaveText("1");
  await expectNoAxeViolations(a);

  // A second request, cancelled by A, shows as cancelled and leaves 'Total Sent'.
  await sendRequest(sender.context.request, recipientId, "professional", "Work together?");
  await a.reload();
  await expect(counter(a, "Total Sent")).toHaveText("2");
  const pending = a.getByRole("article").filter({ hasText: "Professional compatibility" });
  await expect(pending.getByText("Pending", { exact: true })).toBeVisible();
  await expect(pending.getByText("14 days left")).toBeVisible();
  await pending.getByRole("button", { name: "Cancel Request to Diya Sharma" }).click();
  const cancelDialog = a.getByRole("alertdialog", { name: "Cancel this request?" });
  await expect(cancelDialog.getByText(/still counts towards your weekly limit/)).toBeVisible();
  await expectNoAxeViolations(a);
  await cancelDialog.getByRole("button", { name: "Cancel Request" }).click();
  await expect(a.getByText("Request Cancelled")).toBeVisible();
  await expect(pending.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(pending.getByRole("button")).toHaveCount(0);
  await expect(counter(a, "Total Sent")).toHaveText("1");
  await expectNoHorizontalScroll(a);

  // The recipient never sees the cancelled request.
  await b.reload();
  await expect(b.getByRole("article")).toHaveCount(1);

  // B withdraws consent; both then see it withdrawn.
  await received.getByRole("button", { name: "Withdraw Consent for Aarav Mehta" }).click();
  const withdrawDialog = b.getByRole("alertdialog", { name: "Withdraw your consent?" });
  await expect(withdrawDialog.getByText(/disappear for both of you/)).toBeVisible();
  await withdrawDialog.getByRole("button", { name: "Withdraw Consent" }).click();
  await expect(b.getByText("Consent Withdrawn")).toBeVisible();
  await expect(received.getByText("Withdrawn", { exact: true })).toBeVisible();
  await a.reload();
  await expect(cardOf(a, "Diya Sharma").first()).toBeVisible();
  await expect(
    a.getByRole("article").filter({ hasText: "Friendship compatibility" }).getByText("Withdrawn", {
      exact: true,
    }),
  ).toBeVisible();

  await sender.context.close();
  await recipient.context.close();
});

test("a rejected request shows the reason to the sender", async ({ browser }) => {
  const admin = await signInNewContext(browser, SUPER_ADMIN);
  const sender = await newApprovedUser(browser, admin, newPerson("Kabir", "Joshi"));
  const recipient = await newApprovedUser(browser, admin, newPerson("Meera", "Pillai"));
  await admin.context.close();
  await completeProfile(sender.context.request, sender.person);
  const recipientId = await completeProfile(recipient.context.request, recipient.person);
  await sendRequest(sender.context.request, recipientId, "general", "");

  const b = recipient.page;
  await b.goto("/requests");
  const received = cardOf(b, "Kabir Joshi");
  await received.getByRole("button", { name: "Reject Kabir Joshi's request" }).click();
  const dialog = b.getByRole("alertdialog", { name: "Reject Kabir Joshi's request?" });
  await dialog.getByLabel("Response message (optional)").fill("Not right now, sorry.");
  await dialog.getByRole("button", { name: "Reject Request" }).click();
  await expect(b.getByText("Request Rejected")).toBeVisible();
  await expect(received.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(received.getByRole("button")).toHaveCount(0);

  const a = sender.page;
  await a.goto("/manage-requests");
  const sent = cardOf(a, "Meera Pillai");
  await expect(sent.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(sent.getByText("Not right now, sorry.")).toBeVisible();
  await expect(sent.getByRole("button")).toHaveCount(0);
  await expect(counter(a, "Rejected")).toHaveText("1");

  await sender.context.close();
  await recipient.context.close();
});
