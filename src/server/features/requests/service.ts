import {
  checkSendRequest,
  displayStatus,
  requestExpiry,
  requestMessages,
  weeklyWindowStart,
} from "@shared/requests/rules.js";
import {
  type ComprehensiveRequestStats,
  type IncomingRequest,
  type OutgoingRequest,
  type RequestStats,
  type RespondToRequest,
  type SendRequest,
  WEEKLY_REQUEST_LIMIT,
} from "@shared/requests/schemas.js";
import { and, desc, eq, gt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { compatibilityAnalyses, compatibilityRequests, users } from "../../db/schema.js";
import { AppError, notFound } from "../../platform/errors.js";
import { getRequestParties } from "../profile/service.js";

type RequestRow = typeof compatibilityRequests.$inferSelect;
type Person = { firstName: string | null; lastName: string | null };

const person = (p: Person) => ({ firstName: p.firstName ?? "", lastName: p.lastName ?? "" });

function common(row: RequestRow, now: Date) {
  return {
    id: row.id,
    status: displayStatus(row.status, row.expiresAt, now),
    relationshipType: row.relationshipType,
    requestMessage: row.requestMessage,
    responseMessage: row.responseMessage,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

const toOutgoing = (row: RequestRow, target: Person, now: Date): OutgoingRequest => ({
  ...common(row, now),
  targetUserId: row.targetId,
  targetUser: person(target),
});

const toIncoming = (row: RequestRow, requester: Person, now: Date): IncomingRequest => ({
  ...common(row, now),
  requesterUserId: row.requesterId,
  requesterUser: person(requester),
});

const nameOf = { firstName: users.firstName, lastName: users.lastName };

async function countSentSince(db: Db, senderId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(compatibilityRequests)
    .where(
      and(
        eq(compatibilityRequests.requesterId, senderId),
        gt(compatibilityRequests.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * A asks B's consent (decisions 11, 14). One transaction holding a per-sender advisory lock, so
 * that the weekly count and the insert of concurrent sends see each other: 60 parallel sends
 * yield exactly 50 requests, and two parallel sends to one person yield one.
 */
export async function sendRequest(
  db: Db,
  senderId: string,
  body: SendRequest,
  now = new Date(),
): Promise<OutgoingRequest> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`compatibility-requests:${senderId}`}, 0))`,
    );
    const parties = await getRequestParties(tx, [senderId, body.targetUserId], now);
    const sender = parties.get(senderId);
    const target = parties.get(body.targetUserId);
    // One round trip for both facts about the sender's requests; each is an index scan.
    const r = compatibilityRequests;
    const result = await tx.execute(sql`
      select
        (select count(*)::int from ${r} where ${r.requesterId} = ${senderId}
           and ${r.createdAt} > ${weeklyWindowStart(now).toISOString()}::timestamptz) as weekly_count,
        exists (select 1 from ${r} where ${r.requesterId} = ${senderId}
           and ${r.targetId} = ${body.targetUserId} and ${r.status} = 'pending'
           and ${r.expiresAt} > ${now.toISOString()}::timestamptz) as has_pending`);
    const facts = (result as unknown as { rows: { weekly_count: number; has_pending: boolean }[] })
      .rows[0];
    const verdict = checkSendRequest({
      senderId,
      targetId: body.targetUserId,
      sender: {
        available: !!sender?.approved && sender.profileCompleted,
        age: sender?.age ?? null,
      },
      target: target
        ? {
            available: target.approved && target.profileCompleted && target.isSearchable,
            age: target.age,
          }
        : null,
      relationshipType: body.relationshipType,
      hasPendingToTarget: facts?.has_pending ?? false,
      weeklyCount: facts?.weekly_count ?? 0,
    });
    if (!verdict.ok) throw new AppError(verdict.code, verdict.message);

    const [row] = await tx
      .insert(compatibilityRequests)
      .values({
        requesterId: senderId,
        targetId: body.targetUserId,
        relationshipType: body.relationshipType,
        requestMessage: body.requestMessage,
        createdAt: now,
        expiresAt: requestExpiry(now),
      })
      .returning();
    return toOutgoing(row!, target!, now);
  });
}

export async function listOutgoing(db: Db, userId: string, now = new Date()) {
  const rows = await db
    .select({ request: compatibilityRequests, target: nameOf })
    .from(compatibilityRequests)
    .innerJoin(users, eq(users.id, compatibilityRequests.targetId))
    .where(eq(compatibilityRequests.requesterId, userId))
    .orderBy(desc(compatibilityRequests.createdAt));
  return rows.map((r) => toOutgoing(r.request, r.target, now));
}

/** Received requests, newest first; a request its sender cancelled is not the recipient's business any more. */
export async function listIncoming(
  db: Db,
  userId: string,
  options: { pendingOnly?: boolean } = {},
  now = new Date(),
) {
  const rows = await db
    .select({ request: compatibilityRequests, requester: nameOf })
    .from(compatibilityRequests)
    .innerJoin(users, eq(users.id, compatibilityRequests.requesterId))
    .where(
      and(
        eq(compatibilityRequests.targetId, userId),
        options.pendingOnly
          ? and(
              eq(compatibilityRequests.status, "pending"),
              gt(compatibilityRequests.expiresAt, now),
            )
          : ne(compatibilityRequests.status, "cancelled"),
      ),
    )
    .orderBy(desc(compatibilityRequests.createdAt));
  return rows.map((r) => toIncoming(r.request, r.requester, now));
}

export async function getRequestStats(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<RequestStats> {
  return {
    weeklyCount: await countSentSince(db, userId, weeklyWindowStart(now)),
    weeklyLimit: WEEKLY_REQUEST_LIMIT,
  };
}

/** The dashboard's counts; cancelled requests count nowhere, expired ones are not pending. */
export async function getComprehensiveStats(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<ComprehensiveRequestStats> {
  const r = compatibilityRequests;
  const live = sql`${r.status} = 'pending' and ${r.expiresAt} > ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      sent: sql<number>`count(*) filter (where ${r.requesterId} = ${userId} and ${r.status} <> 'cancelled')::int`,
      pending: sql<number>`count(*) filter (where ${r.requesterId} = ${userId} and ${live})::int`,
      outApproved: sql<number>`count(*) filter (where ${r.requesterId} = ${userId} and ${r.status} = 'approved')::int`,
      outRejected: sql<number>`count(*) filter (where ${r.requesterId} = ${userId} and ${r.status} = 'rejected')::int`,
      received: sql<number>`count(*) filter (where ${r.targetId} = ${userId} and ${r.status} <> 'cancelled')::int`,
      pendingApproval: sql<number>`count(*) filter (where ${r.targetId} = ${userId} and ${live})::int`,
      inApproved: sql<number>`count(*) filter (where ${r.targetId} = ${userId} and ${r.status} = 'approved')::int`,
      inRejected: sql<number>`count(*) filter (where ${r.targetId} = ${userId} and ${r.status} = 'rejected')::int`,
    })
    .from(r)
    .where(or(eq(r.requesterId, userId), eq(r.targetId, userId)));
  return {
    outgoing: {
      sent: row?.sent ?? 0,
      pending: row?.pending ?? 0,
      approved: row?.outApproved ?? 0,
      rejected: row?.outRejected ?? 0,
    },
    incoming: {
      received: row?.received ?? 0,
      pendingApproval: row?.pendingApproval ?? 0,
      approved: row?.inApproved ?? 0,
      rejected: row?.inRejected ?? 0,
    },
  };
}

/** The sender cancels their own pending request (decision 16: someone else's is a 404). */
export async function cancelRequest(
  db: Db,
  userId: string,
  requestId: string,
  now = new Date(),
): Promise<OutgoingRequest> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(compatibilityRequests)
      .where(
        and(eq(compatibilityRequests.id, requestId), eq(compatibilityRequests.requesterId, userId)),
      )
      .for("update");
    if (!row) throw notFound(requestMessages.notFound);
    if (displayStatus(row.status, row.expiresAt, now) !== "pending") {
      throw new AppError("BAD_REQUEST", requestMessages.notPendingCancel);
    }
    const [updated] = await tx
      .update(compatibilityRequests)
      .set({ status: "cancelled" })
      .where(eq(compatibilityRequests.id, requestId))
      .returning();
    const [target] = await tx.select(nameOf).from(users).where(eq(users.id, row.targetId));
    return toOutgoing(updated!, target ?? { firstName: null, lastName: null }, now);
  });
}

/**
 * The recipient answers. Approval is consent for this relationship type (decision 13); the
 * romantic age rule is checked again, as a date of birth may have been corrected since.
 */
export async function respondToRequest(
  db: Db,
  userId: string,
  requestId: string,
  decision: "approved" | "rejected",
  body: RespondToRequest,
  now = new Date(),
): Promise<IncomingRequest> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(compatibilityRequests)
      .where(
        and(eq(compatibilityRequests.id, requestId), eq(compatibilityRequests.targetId, userId)),
      )
      .for("update");
    if (!row || row.status === "cancelled") throw notFound(requestMessages.notFound);
    const status = displayStatus(row.status, row.expiresAt, now);
    if (status === "expired") throw new AppError("CONFLICT", requestMessages.expired);
    if (status !== "pending") throw new AppError("CONFLICT", requestMessages.notPendingRespond);
    if (decision === "approved" && row.relationshipType === "romantic") {
      const parties = await getRequestParties(tx, [row.requesterId, userId], now);
      const [a, b] = [parties.get(row.requesterId), parties.get(userId)];
      if ((a?.age ?? 0) < 18 || (b?.age ?? 0) < 18) {
        throw new AppError("CONFLICT", requestMessages.romanticMinor);
      }
    }
    const [updated] = await tx
      .update(compatibilityRequests)
      .set({ status: decision, responseMessage: body.responseMessage || null, respondedAt: now })
      .where(eq(compatibilityRequests.id, requestId))
      .returning();
    const [requester] = await tx.select(nameOf).from(users).where(eq(users.id, row.requesterId));
    return toIncoming(updated!, requester ?? { firstName: null, lastName: null }, now);
  });
}

/**
 * Either person takes back consent given by an approved request (decision 13); every analysis
 * made under it disappears for both, in the same transaction.
 */
export async function withdrawConsent(
  db: Db,
  userId: string,
  requestId: string,
  now = new Date(),
): Promise<{ status: "withdrawn" }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(compatibilityRequests)
      .where(
        and(
          eq(compatibilityRequests.id, requestId),
          or(
            eq(compatibilityRequests.requesterId, userId),
            eq(compatibilityRequests.targetId, userId),
          ),
        ),
      )
      .for("update");
    // A sender's cancelled request is invisible to the recipient: the same 404 as elsewhere.
    if (!row || (row.status === "cancelled" && row.targetId === userId)) {
      throw notFound(requestMessages.notFound);
    }
    if (row.status !== "approved") throw new AppError("CONFLICT", requestMessages.notApproved);
    await tx.delete(compatibilityAnalyses).where(eq(compatibilityAnalyses.requestId, requestId));
    await tx
      .update(compatibilityRequests)
      .set({
        status: "withdrawn",
        withdrawnAt: now,
        withdrawnBy: row.requesterId === userId ? "requester" : "target",
      })
      .where(eq(compatibilityRequests.id, requestId));
    return { status: "withdrawn" as const };
  });
}
