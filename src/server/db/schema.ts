import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    // Accounts are keyed on (issuer, subject), never on e-mail (decision 1).
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    email: text("email"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    role: text("role", { enum: ["user", "admin", "super_admin"] })
      .notNull()
      .default("user"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_issuer_subject_key").on(t.issuer, t.subject),
    index("users_email_idx").on(t.email),
    // Admin lists: newest first, overall and per status; counters by status and role. The
    // order (DESC NULLS FIRST on both columns) must equal the queries' ORDER BY for the index to serve it.
    index("users_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("users_status_created_at_idx").on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("users_status_role_idx").on(t.status, t.role),
    // Prefix search on e-mail and names (lower(...) text_pattern_ops) lives in migration 0002.
  ],
);

/**
 * Exact user counts by status and role, kept by a trigger (migration 0005): the admin counters
 * and list totals read a handful of rows instead of counting 100,000 users on every request.
 */
export const userCounts = pgTable(
  "user_counts",
  {
    status: text("status").notNull(),
    role: text("role").notNull(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.role] })],
);

/** Server-side sessions; the cookie holds a random token, this table only its SHA-256 (decision 5). */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/**
 * A sign-in in progress: the OIDC state, nonce and PKCE verifier, keyed by the hash of a
 * short-lived cookie. Single use: the callback deletes it whatever the outcome.
 */
export const loginAttempts = pgTable("login_attempts", {
  tokenHash: text("token_hash").primaryKey(),
  state: text("state").notNull(),
  nonce: text("nonce").notNull(),
  codeVerifier: text("code_verifier").notNull(),
  returnTo: text("return_to").notNull().default("/"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every administrative decision (decision 7-8 and issue 3): who did what to whom, and when.
 * When a person erases their account, rows about them go and their name as actor is removed.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action", {
      enum: ["user.approve", "user.reject", "user.role.admin", "user.role.user"],
    }).notNull(),
    targetId: uuid("target_id").references(() => users.id, { onDelete: "cascade" }),
    details: jsonb("details").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("audit_log_actor_idx").on(t.actorId),
    index("audit_log_target_idx").on(t.targetId),
  ],
);

/**
 * Outgoing e-mail. Without SMTP it is the local outbox (decision 34); with SMTP it is the
 * queue a sender works through, so a slow or failing mail server never fails a request.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    status: text("status", { enum: ["kept", "pending", "sent", "failed"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_user_idx").on(t.userId),
  ],
);

/** One answer per person and question (spec part 2, "Survey response"); one value column is set. */
export const surveyResponses = pgTable(
  "survey_responses",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    response: integer("response"),
    textResponse: text("text_response"),
    booleanResponse: boolean("boolean_response"),
    selectResponse: text("select_response"),
    /** Changed after the survey was submitted. */
    isModified: boolean("is_modified").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/** When a person started (first answer) and submitted the survey; timing feeds the quality flags. */
export const surveyProgress = pgTable("survey_progress", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp("completed_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The personality report, generated in the background (decision 21). `generation` grows with
 * every request to (re)generate, so a late result of an older job never overwrites a newer one.
 */
export const personalityReports = pgTable("personality_reports", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  status: text("status", { enum: ["generating", "ready", "failed"] }).notNull(),
  generation: integer("generation").notNull().default(1),
  bigFiveScores: jsonb("big_five_scores"),
  bigFiveBands: jsonb("big_five_bands"),
  attachment: jsonb("attachment"),
  culturalPreferences: jsonb("cultural_preferences"),
  qualityFlags: jsonb("quality_flags").notNull().default([]),
  aiNarrative: text("ai_narrative"),
  narrativeSource: text("narrative_source", { enum: ["ai", "builtin"] }),
  aiFailed: boolean("ai_failed").notNull().default(false),
  failureReason: text("failure_reason"),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
  generatedAt: timestamp("generated_at", { withTimezone: true }),
  /** "Regenerate AI Analysis" is limited to 5 a day (decision 20): the day and its count. */
  aiRegenerationsDay: text("ai_regenerations_day"),
  aiRegenerationsCount: integer("ai_regenerations_count").notNull().default(0),
});

/**
 * The owner's public share link (decision 23): one at a time, stored as the hash of a 128-bit
 * token; a new Share replaces it, revoking deletes it, and either makes the old link 404.
 */
export const reportShares = pgTable("report_shares", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's profile (spec part 1 "Profile" plus decision 10); the names live on `users` so that
 * every screen shows the same name. A row exists once the wizard has been completed.
 * `created_at` is set by the application at millisecond precision: search pages by
 * (created_at, user_id), and the cursor carries milliseconds.
 */
export const profiles = pgTable(
  "profiles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    gender: text("gender", {
      enum: ["male", "female", "non-binary", "prefer-not-to-say"],
    }).notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    location: text("location").notNull(),
    bio: text("bio").notNull().default(""),
    isSearchable: boolean("is_searchable").notNull().default(true),
    allowDobSharing: boolean("allow_dob_sharing").notNull().default(false),
    profileCompleted: boolean("profile_completed").notNull().default(true),
    education: text("education"),
    occupation: text("occupation"),
    religion: text("religion"),
    heightCm: integer("height_cm"),
    interests: text("interests").array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Search (decision 12): listed profiles newest first, and the same per gender, the most
    // common filter. Partial, so unlisted profiles cost nothing. Location prefix search is
    // an expression index in migration 0008.
    index("profiles_listed_idx")
      .on(t.createdAt.desc(), t.userId.desc())
      .where(sql`${t.isSearchable} AND ${t.profileCompleted}`),
    index("profiles_listed_gender_idx")
      .on(t.gender, t.createdAt.desc(), t.userId.desc())
      .where(sql`${t.isSearchable} AND ${t.profileCompleted}`),
    // A rare value (religion=parsi, education=phd with occupation=arts) would otherwise make
    // PostgreSQL walk every listed profile in date order to fill a page (18-22 ms at 68,000).
    index("profiles_listed_religion_idx")
      .on(t.religion, t.createdAt.desc(), t.userId.desc())
      .where(sql`${t.isSearchable} AND ${t.profileCompleted}`),
    index("profiles_listed_education_idx")
      .on(t.education, t.createdAt.desc(), t.userId.desc())
      .where(sql`${t.isSearchable} AND ${t.profileCompleted}`),
    index("profiles_listed_occupation_idx")
      .on(t.occupation, t.createdAt.desc(), t.userId.desc())
      .where(sql`${t.isSearchable} AND ${t.profileCompleted}`),
    // Age filters match only people who share their age (decision 12): a narrow range.
    index("profiles_listed_age_idx")
      .on(t.dateOfBirth)
      .where(sql`${t.isSearchable} AND ${t.profileCompleted} AND ${t.allowDobSharing}`),
  ],
);

/**
 * Compatibility requests: A asks B's consent to an analysis (decisions 13-16). `expired` is not
 * stored: a pending request past `expires_at` reads as expired.
 */
export const compatibilityRequests = pgTable(
  "compatibility_requests",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    requesterId: uuid("requester_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetId: uuid("target_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    relationshipType: text("relationship_type", {
      enum: ["general", "romantic", "friendship", "family", "professional"],
    }).notNull(),
    requestMessage: text("request_message").notNull().default(""),
    responseMessage: text("response_message"),
    status: text("status", {
      enum: ["pending", "approved", "rejected", "cancelled", "withdrawn"],
    })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    /** Which side took consent back. */
    withdrawnBy: text("withdrawn_by", { enum: ["requester", "target"] }),
  },
  (t) => [
    // Outgoing list and the weekly count (requests sent since a moment).
    index("compatibility_requests_requester_idx").on(t.requesterId, t.createdAt.desc()),
    index("compatibility_requests_target_idx").on(t.targetId, t.createdAt.desc()),
    index("compatibility_requests_pending_pair_idx")
      .on(t.requesterId, t.targetId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Compatibility analyses between two people. The analysis itself is built in a later issue;
 * the table exists now so that results, consent withdrawal and erasure are real.
 */
export const compatibilityAnalyses = pgTable(
  "compatibility_analyses",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userAId: uuid("user_a_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userBId: uuid("user_b_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The consent it was made under; withdrawing that consent deletes the analysis (decision 13). */
    requestId: uuid("request_id").references(() => compatibilityRequests.id, {
      onDelete: "cascade",
    }),
    relationshipType: text("relationship_type", {
      enum: ["general", "romantic", "friendship", "family", "professional"],
    }).notNull(),
    compatibilityScore: integer("compatibility_score").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("compatibility_analyses_user_a_idx").on(t.userAId),
    index("compatibility_analyses_user_b_idx").on(t.userBId),
    index("compatibility_analyses_request_idx").on(t.requestId),
  ],
);

export type UserRow = typeof users.$inferSelect;
