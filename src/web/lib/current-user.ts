import { type CurrentUser, CurrentUserSchema, effectiveStatus } from "@shared/auth/user";

/**
 * Parses the body of GET /api/auth/user; an unknown status reads as pending (spec part 1 §4),
 * so after parsing `status` is always one of pending, approved, rejected.
 */
export function parseCurrentUser(body: unknown): CurrentUser {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  return CurrentUserSchema.parse({
    ...record,
    status: effectiveStatus(typeof record.status === "string" ? record.status : undefined),
  });
}
