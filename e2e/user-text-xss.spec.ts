import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { newPerson } from "./fixtures";
import { newApprovedUser, SUPER_ADMIN, signInNewContext } from "./people";

/**
 * security.md "Input": names, locations, bios and request messages render as inert text. A
 * person fills every free-text field with markup; another person meets it on the search card,
 * in the request dialog and on both request lists. No dialog opens and no element is added.
 */
const payloads = {
  firstName: `<img src=x onerror="window.__xss=1">`,
  lastName: `"><script>window.__xss=2</script>`,
  bio: `<iframe src="javascript:window.__xss=3"></iframe><b>bold?</b>`,
  requestMessage: `<svg onload="window.__xss=4"></svg>`,
  responseMessage: `<a href="javascript:window.__xss=5">click</a>`,
};

async function expectInert(page: Page) {
  await expect(page.locator("main")).toHaveCount(1);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(
    await page.locator("main img[src='x'], main iframe, main svg[onload], main b").count(),
  ).toBe(0);
  expect(await page.locator("main script").count()).toBe(0);
}

test("markup in names, bios and messages shows as text and runs nothing", async ({ browser }) => {
  const admin = await signInNewContext(browser, SUPER_ADMIN);
  const author = await newApprovedUser(browser, admin, newPerson("Xavier", "Pinto"));
  const reader = await newApprovedUser(browser, admin, newPerson("Yamuna", "Rao"));
  await admin.context.close();
  const dialogs: string[] = [];
  for (const page of [author.page, reader.page])
    page.on("dialog", (d) => dialogs.push(d.message()));

  const town = `<svg onload="window.__xss=6">${randomBytes(3).toString("hex")}`;
  const profile = (first: string, last: string, extra: Record<string, unknown>) => ({
    firstName: first,
    lastName: last,
    gender: "male",
    dateOfBirth: "1990-01-01",
    location: "Pune",
    ...extra,
  });
  const saved = await author.page.request.post("/api/profile", {
    data: profile(payloads.firstName, payloads.lastName, { location: town, bio: payloads.bio }),
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const readerSaved = await reader.page.request.post("/api/profile", {
    data: profile("Yamuna", "Rao", {}),
  });
  const readerId = ((await readerSaved.json()) as { id: string }).id;
  const sent = await author.page.request.post("/api/compatibility/request", {
    data: {
      targetUserId: readerId,
      relationshipType: "friendship",
      requestMessage: payloads.requestMessage,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // The reader finds the author: the card shows the markup as text.
  const r = reader.page;
  await r.goto(`/search-profiles?location=${encodeURIComponent(town)}`);
  const card = r.getByRole("article").first();
  await expect(card).toContainText(payloads.firstName);
  await expect(card).toContainText(payloads.bio);
  await expect(card).toContainText(town);
  await expectInert(r);

  // The request list and the answer dialog.
  await r.goto("/requests");
  const incoming = r.getByRole("article").first();
  await expect(incoming).toContainText(payloads.requestMessage);
  await incoming.getByRole("button", { name: "Approve" }).click();
  const respond = r.getByRole("alertdialog");
  await expect(respond).toContainText(payloads.firstName);
  await respond.getByRole("textbox").fill(payloads.responseMessage);
  await respond.getByRole("button", { name: "Approve" }).click();
  await expect(r.getByText("Request Approved")).toBeVisible();
  await expect(incoming).toContainText(payloads.responseMessage);
  await expectInert(r);

  // The author sees the answer as text too.
  const a = author.page;
  await a.goto("/manage-requests");
  await expect(a.getByRole("article").first()).toContainText(payloads.responseMessage);
  await expect(a.locator("main a[href^='javascript:']")).toHaveCount(0);
  await expectInert(a);
  await a.goto("/");
  await expect(a.getByRole("heading", { level: 1 })).toContainText(payloads.firstName);
  await expectInert(a);

  expect(dialogs).toEqual([]);
  await author.context.close();
  await reader.context.close();
});
