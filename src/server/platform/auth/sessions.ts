import { createHash, randomBytes } from "node:crypto";
import { eq, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { loginAttempts, sessions, users } from "../../db/schema.js";
import type { SessionUser } from "../access.js";

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** A sign-in must come back from the provider within this time. */
export const LOGIN_ATTEMPT_TTL_MS = 10 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reads do not all become writes. */
const TOUCH_INTERVAL_MS = 10 * 60 * 1000;

export const newToken = (): string => randomBytes(32).toString("base64url");
export const hashToken = (token: string): string =>
  createHash("sha256").update(token).digest("hex");

/** Cookie name: `__Host-` prefix when served over HTTPS (decision 5). */
export const sessionCookieName = (secure: boolean) => (secure ? "__Host-sid" : "sid");

export async function createSession(db: Db, userId: string): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId });
  return token;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Pure: is a session still valid at `now`? (idle 7 days, absolute 30 days) */
export function isSessionLive(s: { createdAt: Date; lastSeenAt: Date }, now: Date): boolean {
  return (
    now.getTime() - s.lastSeenAt.getTime() < SESSION_IDLE_MS &&
    now.getTime() - s.createdAt.getTime() < SESSION_ABSOLUTE_MS
  );
}

/** Looks a session up by its cookie token; expired sessions are deleted and yield null. */
export async function findSessionUser(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ user: SessionUser; tokenHash: string } | null> {
  const tokenHash = hashToken(token);
  const rows = await db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
        role: users.role,
        status: users.status,
        createdAt: users.createdAt,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (!isSessionLive(row, now)) {
    await deleteSession(db, tokenHash);
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { user: row.user, tokenHash };
}

/** Housekeeping: removes sessions past either timeout and abandoned sign-in attempts. */
export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, new Date(now.getTime() - LOGIN_ATTEMPT_TTL_MS)));
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        lt(sessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_MS)),
      ),
    );
}
