/**
 * Every table that holds a column referring to a user, and how export and erasure treat it.
 * A test walks the database's foreign keys and fails when one is missing here, so a new table
 * about people cannot ship without joining the export and the erasure.
 */
export interface UserDataSource {
  table: string;
  /** The column holding the user's id. */
  column: string;
  /** Key in the export file. */
  exportAs: string;
  /** Columns left out of the export: secrets, or facts about other people. */
  omit?: readonly string[];
  /** What erasing the user does to these rows (through the foreign key, checked by the test). */
  onErase: "delete" | "detach";
}

export const userDataSources: readonly UserDataSource[] = [
  { table: "users", column: "id", exportAs: "account", onErase: "delete" },
  // The hash of the session secret is not the person's data, and is useless to them.
  {
    table: "sessions",
    column: "user_id",
    exportAs: "sessions",
    omit: ["token_hash"],
    onErase: "delete",
  },
  {
    table: "audit_log",
    column: "target_id",
    exportAs: "decisionsAboutYou",
    omit: ["actor_id"],
    onErase: "delete",
  },
  // Decisions this person took as an admin stay in the log without their name.
  {
    table: "audit_log",
    column: "actor_id",
    exportAs: "decisionsYouTook",
    omit: ["target_id"],
    onErase: "detach",
  },
  { table: "mail_outbox", column: "user_id", exportAs: "emailsSentToYou", onErase: "delete" },
  { table: "survey_progress", column: "user_id", exportAs: "surveyProgress", onErase: "delete" },
  { table: "survey_responses", column: "user_id", exportAs: "surveyResponses", onErase: "delete" },
  {
    table: "personality_reports",
    column: "user_id",
    exportAs: "personalityReport",
    onErase: "delete",
  },
  // Only the link's hash is kept, so the export says when it was made, not the link.
  {
    table: "report_shares",
    column: "user_id",
    exportAs: "shareLink",
    omit: ["token_hash"],
    onErase: "delete",
  },
  { table: "profiles", column: "user_id", exportAs: "profile", onErase: "delete" },
  // Requests name the other person by id only; the export keeps the caller's side.
  {
    table: "compatibility_requests",
    column: "requester_id",
    exportAs: "requestsYouSent",
    omit: ["requester_id"],
    onErase: "delete",
  },
  {
    table: "compatibility_requests",
    column: "target_id",
    exportAs: "requestsYouReceived",
    omit: ["target_id"],
    onErase: "delete",
  },
  {
    table: "compatibility_analyses",
    column: "user_a_id",
    exportAs: "analysesYouRan",
    omit: ["user_a_id"],
    onErase: "delete",
  },
  {
    table: "compatibility_analyses",
    column: "user_b_id",
    exportAs: "analysesAboutYou",
    omit: ["user_b_id"],
    onErase: "delete",
  },
];

/**
 * Background jobs name the person by id in their payload (pg-boss's own tables, outside the
 * foreign keys): erasure deletes them too.
 */
export const jobTablesWithUserIds = ["pgboss.job", "pgboss.archive"] as const;
