import type { RelationshipType, RequestStatus, StoredRequestStatus } from "./schemas.js";
import { REQUEST_EXPIRY_DAYS, WEEKLY_REQUEST_LIMIT } from "./schemas.js";

const DAY_MS = 86_400_000;

/** The user-facing messages of the request rules; the spec's substrings are load-bearing (decision 14). */
export const requestMessages = {
  self: "You cannot send a compatibility request to yourself.",
  senderProfileIncomplete: "Complete your profile before sending compatibility requests.",
  targetUnavailable: "This person is not accepting compatibility requests.",
  romanticMinor: "Romantic requests are only possible between adults (18 or older).",
  duplicatePending: "A request to this person is already pending for approval.",
  weeklyLimit: `Weekly request limit reached: you can send ${WEEKLY_REQUEST_LIMIT} requests in 7 days.`,
  notFound: "Request not found",
  notPendingCancel: "This request is no longer pending, so it cannot be cancelled.",
  notPendingRespond: "This request is no longer pending.",
  expired: "This request has expired.",
  notApproved: "Only an approved request can be withdrawn.",
} as const;

export function requestExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REQUEST_EXPIRY_DAYS * DAY_MS);
}

/** The start of the rolling 7-day window the weekly limit counts in (decision 14). */
export function weeklyWindowStart(now: Date): Date {
  return new Date(now.getTime() - 7 * DAY_MS);
}

export function displayStatus(
  status: StoredRequestStatus,
  expiresAt: Date,
  now: Date,
): RequestStatus {
  return status === "pending" && expiresAt.getTime() <= now.getTime() ? "expired" : status;
}

export type Party = {
  /** Approved account with a completed profile; for the target also searchable. */
  available: boolean;
  /** Completed years today; null without a date of birth. */
  age: number | null;
};

export type SendRefusal =
  | { ok: false; code: "BAD_REQUEST"; message: string }
  | { ok: false; code: "CONFLICT"; message: string }
  | { ok: false; code: "TOO_MANY_REQUESTS"; message: string };

/**
 * Whether A may send B a request (decisions 11 and 14), checked in the order a person would
 * want to hear it: who, then the relationship type, then duplicates, then the weekly limit.
 * `target` is null when no such person exists: the same answer as unavailable, so that ids
 * cannot be probed.
 */
export function checkSendRequest(input: {
  senderId: string;
  targetId: string;
  sender: Party;
  target: Party | null;
  relationshipType: RelationshipType;
  hasPendingToTarget: boolean;
  weeklyCount: number;
}): { ok: true } | SendRefusal {
  const { sender, target } = input;
  if (input.senderId === input.targetId) {
    return { ok: false, code: "BAD_REQUEST", message: requestMessages.self };
  }
  if (!sender.available) {
    return { ok: false, code: "BAD_REQUEST", message: requestMessages.senderProfileIncomplete };
  }
  if (!target?.available) {
    return { ok: false, code: "BAD_REQUEST", message: requestMessages.targetUnavailable };
  }
  if (input.relationshipType === "romantic" && (!isAdult(sender.age) || !isAdult(target.age))) {
    return { ok: false, code: "BAD_REQUEST", message: requestMessages.romanticMinor };
  }
  if (input.hasPendingToTarget) {
    return { ok: false, code: "CONFLICT", message: requestMessages.duplicatePending };
  }
  if (input.weeklyCount >= WEEKLY_REQUEST_LIMIT) {
    return { ok: false, code: "TOO_MANY_REQUESTS", message: requestMessages.weeklyLimit };
  }
  return { ok: true };
}

const isAdult = (age: number | null) => age !== null && age >= 18;

/** 'Today', '1 day ago' or 'n days ago' (spec part 1), counted in whole days. */
export function daysAgoLabel(date: Date, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - date.getTime()) / DAY_MS));
  if (days === 0) return "Today";
  return days === 1 ? "1 day ago" : `${days} days ago`;
}

/** Whole days until expiry, rounded up (a request expiring in 3 hours has 1 day left); 0 once expired. */
export function daysLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}

export type SearchCardAction =
  | "view-report"
  | "generate-analysis"
  | "request-pending"
  | "request"
  | "request-disabled";

/**
 * The action on a search card, decided in the spec's order (part 1, "Search profiles"): an
 * existing result, then an approved request, then a pending one, else a new request, which is
 * disabled at the weekly limit.
 */
export function searchCardAction(input: {
  hasResult: boolean;
  requestStatus: RequestStatus | null;
  weeklyCount: number;
}): SearchCardAction {
  if (input.hasResult) return "view-report";
  if (input.requestStatus === "approved") return "generate-analysis";
  if (input.requestStatus === "pending") return "request-pending";
  return input.weeklyCount >= WEEKLY_REQUEST_LIMIT ? "request-disabled" : "request";
}
