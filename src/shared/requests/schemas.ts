import { z } from "zod";

/** Decisions 14-15 and spec part 1, section 9. */
export const WEEKLY_REQUEST_LIMIT = 50;
export const REQUEST_EXPIRY_DAYS = 14;
export const REQUEST_MESSAGE_MAX = 500;

/** One list for requests and analyses (decisions.md, "Enumerations used everywhere"). */
export const relationshipTypeValues = [
  "general",
  "romantic",
  "friendship",
  "family",
  "professional",
] as const;
export const RelationshipTypeSchema = z.enum(relationshipTypeValues);
export type RelationshipType = z.infer<typeof RelationshipTypeSchema>;
export const relationshipTypeLabels: Readonly<Record<RelationshipType, string>> = {
  general: "General",
  romantic: "Romantic",
  friendship: "Friendship",
  family: "Family",
  professional: "Professional",
};

/** Stored states. `withdrawn`: consent given and later taken back by either person (decision 13). */
export const storedRequestStatusValues = [
  "pending",
  "approved",
  "rejected",
  "cancelled",
  "withdrawn",
] as const;
export type StoredRequestStatus = (typeof storedRequestStatusValues)[number];

/** What people see: a pending request past its expiry shows as `expired` (decision 15). */
export const RequestStatusSchema = z.enum([...storedRequestStatusValues, "expired"]);
export type RequestStatus = z.infer<typeof RequestStatusSchema>;

const message = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .max(REQUEST_MESSAGE_MAX, `${what} must be ${REQUEST_MESSAGE_MAX} characters or less`)
    .optional()
    .default("");

/** POST /api/compatibility/request. */
export const SendRequestSchema = z
  .object({
    targetUserId: z.uuid({ error: "Choose the person to send the request to" }),
    relationshipType: RelationshipTypeSchema.default("general"),
    requestMessage: message("The request message"),
  })
  .strict();
export type SendRequest = z.output<typeof SendRequestSchema>;

/** POST /api/requests/{id}/approve and /reject. */
export const RespondToRequestSchema = z
  .object({ responseMessage: message("The response message") })
  .strict();
export type RespondToRequest = z.output<typeof RespondToRequestSchema>;

export const RequestIdSchema = z.object({ id: z.uuid({ error: "Request not found" }) }).strict();

/**
 * The other person on a request: the name they show on their profile. No e-mail: security.md
 * keeps other people's addresses out of lists, and nothing on these screens needs one.
 */
const PersonSchema = z.object({ firstName: z.string(), lastName: z.string() });

export const OutgoingRequestSchema = z.object({
  id: z.string(),
  targetUserId: z.string(),
  targetUser: PersonSchema,
  status: RequestStatusSchema,
  relationshipType: RelationshipTypeSchema,
  requestMessage: z.string(),
  responseMessage: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type OutgoingRequest = z.infer<typeof OutgoingRequestSchema>;

export const IncomingRequestSchema = z.object({
  id: z.string(),
  requesterUserId: z.string(),
  requesterUser: PersonSchema,
  status: RequestStatusSchema,
  relationshipType: RelationshipTypeSchema,
  requestMessage: z.string(),
  responseMessage: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type IncomingRequest = z.infer<typeof IncomingRequestSchema>;

/** GET /api/requests/stats. */
export const RequestStatsSchema = z.object({
  weeklyCount: z.number().int(),
  weeklyLimit: z.number().int(),
});
export type RequestStats = z.infer<typeof RequestStatsSchema>;

/** GET /api/requests/stats/comprehensive (spec part 1, "Request stats"). Cancelled requests count nowhere. */
export const ComprehensiveRequestStatsSchema = z.object({
  outgoing: z.object({
    sent: z.number().int(),
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
  incoming: z.object({
    received: z.number().int(),
    pendingApproval: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
});
export type ComprehensiveRequestStats = z.infer<typeof ComprehensiveRequestStatsSchema>;
