import { requestMessages } from "@shared/requests/rules.js";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { compatibilityAnalyses, compatibilityRequests, profiles, users } from "../../db/schema.js";
import { api, startTestServer, type TestServer } from "../../test/harness.js";
import {
  approvedUser,
  completeProfile,
  type Someone,
  signInSuperAdmin,
  signUp,
} from "../../test/people.js";

type Req = { id: string; status: string } & Record<string, unknown>;

let t: TestServer;
let superAdmin: Someone;
let seq = 0;

beforeAll(async () => {
  t = await startTestServer();
  superAdmin = await signInSuperAdmin(t);
});
afterAll(() => t?.close());

/** An approved person with a completed profile (override fields, or age). */
async function person(name: string, overrides: Record<string, unknown> = {}, age = 30) {
  const someone = await approvedUser(
    t,
    superAdmin,
    `${name.toLowerCase()}.${++seq}@example.in`,
    name,
    "Test",
  );
  await completeProfile(t, someone, { firstName: name, lastName: "Test", ...overrides }, age);
  return someone;
}

/** People straight in the tables: approved, listed, adult (no sign-in needed to be a target). */
async function listedTargets(n: number): Promise<string[]> {
  const db = t.app.database.db;
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: n }, () => ({
        issuer: "test://targets",
        subject: `target-${++seq}`,
        firstName: "Target",
        lastName: String(seq),
        status: "approved" as const,
      })),
    )
    .returning({ id: users.id });
  await db.insert(profiles).values(
    rows.map((r) => ({
      userId: r.id,
      gender: "female" as const,
      dateOfBirth: "1995-05-05",
      location: "Jaipur",
      createdAt: new Date(),
    })),
  );
  return rows.map((r) => r.id);
}

const send = (from: Someone, targetUserId: string, extra: Record<string, unknown> = {}) =>
  api(t.baseUrl, from.jar, "POST", "/api/compatibility/request", {
    targetUserId,
    relationshipType: "friendship",
    requestMessage: "Shall we compare?",
    ...extra,
  });
const act = (who: Someone, id: string, action: string, body?: unknown) =>
  api(t.baseUrl, who.jar, "POST", `/api/requests/${id}/${action}`, body);
const get = async <T>(who: Someone, path: string) =>
  (await api(t.baseUrl, who.jar, "GET", path)).body as T;

describe("sending a request (decisions 11, 14)", () => {
  test("A asks B: 201, on A's outgoing and B's incoming list, counted this week", async () => {
    const a = await person("Aditi");
    const b = await person("Bharat");
    const res = await send(a, b.id, { requestMessage: "Hi <b>Bharat</b>" });
    expect(res.status).toBe(201);
    const sent = res.body as Req;
    expect(sent).toMatchObject({
      targetUserId: b.id,
      targetUser: { firstName: "Bharat", lastName: "Test" },
      status: "pending",
      relationshipType: "friendship",
      requestMessage: "Hi <b>Bharat</b>",
      responseMessage: null,
      respondedAt: null,
    });
    const created = Date.parse(sent.createdAt as string);
    expect(Date.parse(sent.expiresAt as string) - created).toBe(14 * 86_400_000);
    expect(await get(a, "/api/requests/outgoing")).toEqual([sent]);
    const incoming = await get<Req[]>(b, "/api/requests/incoming");
    expect(incoming).toHaveLength(1);
    expect(incoming[0]).toMatchObject({
      id: sent.id,
      requesterUserId: a.id,
      requesterUser: { firstName: "Aditi", lastName: "Test" },
      status: "pending",
    });
    expect(JSON.stringify(incoming)).not.toContain("@example.in");
    expect(await get(b, "/api/requests/pending")).toEqual(incoming);
    expect(await get(a, "/api/requests/stats")).toEqual({ weeklyCount: 1, weeklyLimit: 50 });
    expect(await get(b, "/api/requests/stats")).toEqual({ weeklyCount: 0, weeklyLimit: 50 });
  });

  test("to oneself, to an unsearchable, unapproved, profile-less or unknown person: 400, nothing stored", async () => {
    const a = await person("Chetan");
    const hidden = await person("Hidden", { isSearchable: false });
    const pending = await signUp(t, `pending.${++seq}@example.in`);
    const noProfile = await approvedUser(t, superAdmin, `noprofile.${++seq}@example.in`);
    const rejected = await person("Rejected");
    await api(t.baseUrl, superAdmin.jar, "POST", `/api/admin/users/${rejected.id}/reject`);
    const cases: [string, string][] = [
      [a.id, requestMessages.self],
      [hidden.id, requestMessages.targetUnavailable],
      [pending.id, requestMessages.targetUnavailable],
      [noProfile.id, requestMessages.targetUnavailable],
      [rejected.id, requestMessages.targetUnavailable],
      ["00000000-0000-4000-8000-000000000000", requestMessages.targetUnavailable],
    ];
    for (const [target, message] of cases) {
      const res = await send(a, target);
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ code: "BAD_REQUEST", message });
    }
    expect(await get(a, "/api/requests/outgoing")).toEqual([]);
    expect(await get(a, "/api/requests/stats")).toMatchObject({ weeklyCount: 0 });
  });

  test("a sender without a completed profile cannot send", async () => {
    const a = await approvedUser(t, superAdmin, `noprof.sender.${++seq}@example.in`);
    const b = await person("Bina");
    const res = await send(a, b.id);
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toBe(requestMessages.senderProfileIncomplete);
  });

  test.each([
    [{ targetUserId: "not-a-uuid" }, "Choose the person to send the request to"],
    [{ relationshipType: "friend" }, "Invalid option"],
    [{ requestMessage: "x".repeat(501) }, "The request message must be 500 characters or less"],
    [{ amount: 1 }, "Unrecognized key"],
  ])("bad input %j: 400 with a clear message", async (change, message) => {
    const a = await person("Input");
    const b = await person("Target");
    const res = await api(t.baseUrl, a.jar, "POST", "/api/compatibility/request", {
      targetUserId: b.id,
      relationshipType: "general",
      ...change,
    });
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toContain(message);
  });

  test("a second request while one is pending: 409 'pending for approval'; the other direction is allowed", async () => {
    const a = await person("Dev");
    const b = await person("Esha");
    expect((await send(a, b.id)).status).toBe(201);
    const again = await send(a, b.id, { relationshipType: "professional" });
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toContain("pending for approval");
    expect((await send(b, a.id)).status).toBe(201);
  });

  test("the weekly limit: the 51st in 7 days gets 429 'Weekly request limit'; cancelled ones count; older ones do not", async () => {
    const a = await person("Farah");
    const targets = await listedTargets(52);
    for (const id of targets.slice(0, 50)) expect((await send(a, id)).status).toBe(201);
    const first = (await get<Req[]>(a, "/api/requests/outgoing")).at(-1)!;
    expect((await act(a, first.id, "cancel")).status).toBe(200);
    const over = await send(a, targets[50]!);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ code: "TOO_MANY_REQUESTS", message: requestMessages.weeklyLimit });
    expect((over.body as { message: string }).message).toContain("Weekly request limit");
    expect(await get(a, "/api/requests/stats")).toMatchObject({ weeklyCount: 50 });
    // Eight days later the window has moved on.
    await t.app.database.db
      .update(compatibilityRequests)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(compatibilityRequests.id, first.id));
    expect((await send(a, targets[50]!)).status).toBe(201);
    expect((await send(a, targets[51]!)).status).toBe(429);
  });

  test("60 concurrent sends by one user yield exactly 50 successes (security.md)", async () => {
    const a = await person("Gauri");
    const targets = await listedTargets(60);
    const results = await Promise.all(targets.map((id) => send(a, id)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const [row] = await t.app.database.db
      .select({ n: compatibilityRequests.id })
      .from(compatibilityRequests)
      .where(eq(compatibilityRequests.requesterId, a.id));
    expect(row).toBeDefined();
    expect(await get(a, "/api/requests/stats")).toMatchObject({ weeklyCount: 50 });
    expect(await get<Req[]>(a, "/api/requests/outgoing")).toHaveLength(50);
  });

  test("ten concurrent sends to one person yield one request", async () => {
    const a = await person("Hari");
    const [target] = await listedTargets(1);
    const results = await Promise.all(Array.from({ length: 10 }, () => send(a, target!)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
  });

  test("romantic requests need two adults (decision 11); other kinds may reach a 16-year-old", async () => {
    const adult = await person("Ishaan");
    const teen = await person("Teen", {}, 16);
    const adult2 = await person("Jaya");
    for (const [from, to] of [
      [adult, teen],
      [teen, adult2],
    ] as const) {
      const res = await send(from, to.id, { relationshipType: "romantic" });
      expect(res.status).toBe(400);
      expect((res.body as { message: string }).message).toBe(requestMessages.romanticMinor);
    }
    expect((await send(adult, teen.id, { relationshipType: "family" })).status).toBe(201);
    expect((await send(adult, adult2.id, { relationshipType: "romantic" })).status).toBe(201);
  });
});

describe("answering, cancelling, expiry, withdrawal (decisions 13, 15, 16)", () => {
  test("B approves with a message: A sees approved, B's stats move", async () => {
    const a = await person("Kabir");
    const b = await person("Lata");
    const { id } = (await send(a, b.id)).body as Req;
    const res = await act(b, id, "approve", { responseMessage: "Happy to!" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: "approved", responseMessage: "Happy to!" });
    expect((res.body as Req).respondedAt).toEqual(expect.any(String));
    const [outgoing] = await get<Req[]>(a, "/api/requests/outgoing");
    expect(outgoing).toMatchObject({ status: "approved", responseMessage: "Happy to!" });
    expect(await get(b, "/api/requests/pending")).toEqual([]);
    expect(await get(a, "/api/requests/stats/comprehensive")).toEqual({
      outgoing: { sent: 1, pending: 0, approved: 1, rejected: 0 },
      incoming: { received: 0, pendingApproval: 0, approved: 0, rejected: 0 },
    });
    expect(await get(b, "/api/requests/stats/comprehensive")).toEqual({
      outgoing: { sent: 0, pending: 0, approved: 0, rejected: 0 },
      incoming: { received: 1, pendingApproval: 0, approved: 1, rejected: 0 },
    });
    // Answered already: approve or reject again is 409; cancel is 400.
    expect((await act(b, id, "reject", { responseMessage: "" })).status).toBe(409);
    expect((await act(b, id, "approve")).status).toBe(409);
    expect((await act(a, id, "cancel")).status).toBe(400);
  });

  test("B rejects without a message; a new request is then possible", async () => {
    const a = await person("Manoj");
    const b = await person("Nisha");
    const { id } = (await send(a, b.id)).body as Req;
    const res = await act(b, id, "reject");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "rejected", responseMessage: null });
    expect((await send(a, b.id)).status).toBe(201);
  });

  test("only the recipient answers, only the sender cancels; anyone else gets 404", async () => {
    const a = await person("Om");
    const b = await person("Pallavi");
    const c = await person("Qadir");
    const { id } = (await send(a, b.id)).body as Req;
    for (const [who, action] of [
      [a, "approve"],
      [a, "reject"],
      [c, "approve"],
      [c, "reject"],
      [b, "cancel"],
      [c, "cancel"],
      [c, "withdraw"],
    ] as const) {
      const res = await act(who, id, action);
      expect(res.status, `${action}`).toBe(404);
      expect(res.body).toEqual({ code: "NOT_FOUND", message: requestMessages.notFound });
    }
    for (const action of ["approve", "reject", "cancel", "withdraw"]) {
      expect((await act(a, "00000000-0000-4000-8000-000000000000", action)).status).toBe(404);
      expect((await act(a, "not-a-uuid", action)).status).toBe(404);
    }
    expect((await get<Req[]>(b, "/api/requests/pending"))[0]).toMatchObject({
      id,
      status: "pending",
    });
  });

  test("the sender cancels a pending request: cancelled for them, gone for the recipient, counted nowhere", async () => {
    const a = await person("Rekha");
    const b = await person("Sameer");
    const { id } = (await send(a, b.id)).body as Req;
    const res = await act(a, id, "cancel");
    expect(res.body).toMatchObject({ status: "cancelled" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: "cancelled" });
    expect((await act(a, id, "cancel")).status).toBe(400);
    expect(await get(b, "/api/requests/incoming")).toEqual([]);
    expect((await act(b, id, "approve")).status).toBe(404);
    expect(await get(a, "/api/requests/stats/comprehensive")).toMatchObject({
      outgoing: { sent: 0, pending: 0 },
    });
    expect(await get(a, "/api/requests/stats")).toMatchObject({ weeklyCount: 1 });
  });

  test("after 14 days a request is expired: shown so, cannot be answered or cancelled, does not block a new one", async () => {
    const a = await person("Tara");
    const b = await person("Uday");
    const { id } = (await send(a, b.id)).body as Req;
    await t.app.database.db
      .update(compatibilityRequests)
      .set({
        createdAt: new Date(Date.now() - 15 * 86_400_000),
        expiresAt: new Date(Date.now() - 86_400_000),
      })
      .where(eq(compatibilityRequests.id, id));
    expect((await get<Req[]>(a, "/api/requests/outgoing"))[0]).toMatchObject({ status: "expired" });
    expect((await get<Req[]>(b, "/api/requests/incoming"))[0]).toMatchObject({ status: "expired" });
    expect(await get(b, "/api/requests/pending")).toEqual([]);
    const approve = await act(b, id, "approve");
    expect(approve.status).toBe(409);
    expect(approve.body).toEqual({ code: "CONFLICT", message: requestMessages.expired });
    expect((await act(a, id, "cancel")).status).toBe(400);
    expect(await get(a, "/api/requests/stats/comprehensive")).toMatchObject({
      outgoing: { sent: 1, pending: 0 },
    });
    expect((await send(a, b.id)).status).toBe(201);
  });

  test("either person withdraws consent: the request reads withdrawn and its analyses disappear for both", async () => {
    const a = await person("Vani");
    const b = await person("Wasim");
    const db = t.app.database.db;
    for (const withdrawer of ["target", "requester"] as const) {
      const { id } = (await send(a, b.id)).body as Req;
      await act(b, id, "approve", { responseMessage: "ok" });
      await db.insert(compatibilityAnalyses).values({
        userAId: a.id,
        userBId: b.id,
        requestId: id,
        relationshipType: "friendship",
        compatibilityScore: 71,
      });
      expect(await get<unknown[]>(a, "/api/compatibility/results")).toHaveLength(1);
      expect(await get<unknown[]>(b, "/api/compatibility/results")).toEqual([
        expect.objectContaining({ userAId: a.id, userBId: b.id, compatibilityScore: 71 }),
      ]);
      const res = await act(withdrawer === "target" ? b : a, id, "withdraw");
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: "withdrawn" });
      expect(await get(a, "/api/compatibility/results")).toEqual([]);
      expect(await get(b, "/api/compatibility/results")).toEqual([]);
      expect((await get<Req[]>(a, "/api/requests/outgoing"))[0]).toMatchObject({
        id,
        status: "withdrawn",
      });
      const [row] = await db
        .select({ by: compatibilityRequests.withdrawnBy })
        .from(compatibilityRequests)
        .where(and(eq(compatibilityRequests.id, id)));
      expect(row?.by).toBe(withdrawer);
      const again = await act(a, id, "withdraw");
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ code: "CONFLICT", message: requestMessages.notApproved });
    }
  });

  test("a pending request cannot be withdrawn (409); bodies other than the message are refused", async () => {
    const a = await person("Yamini");
    const b = await person("Zubin");
    const { id } = (await send(a, b.id)).body as Req;
    expect((await act(a, id, "withdraw")).status).toBe(409);
    expect((await act(b, id, "approve", { responseMessage: "x".repeat(501) })).status).toBe(400);
    expect((await act(b, id, "approve", { status: "approved", responseMessage: "" })).status).toBe(
      400,
    );
    expect((await act(a, id, "cancel", { reason: "x" })).status).toBe(400);
  });

  test("the results list starts empty; every request route needs an approved caller", async () => {
    const a = await person("Empty");
    expect(await get(a, "/api/compatibility/results")).toEqual([]);
    const pending = await signUp(t, `pending.req.${++seq}@example.in`);
    for (const path of [
      "/api/requests/outgoing",
      "/api/requests/incoming",
      "/api/requests/pending",
      "/api/requests/stats",
      "/api/requests/stats/comprehensive",
      "/api/compatibility/results",
    ]) {
      expect((await api(t.baseUrl, null, "GET", path)).status, path).toBe(401);
      expect((await api(t.baseUrl, pending.jar, "GET", path)).status, path).toBe(403);
    }
    expect((await send(pending, a.id)).status).toBe(403);
  });
});
