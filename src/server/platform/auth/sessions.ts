import { createHash, randomBytes } from "node:crypto";
import { eq, lt, or, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client.js";
import { loginAttempts, sessions, users } from "../../db/schema.js";
import type { SessionUser } from "../access.js";
import { SessionCache } from "./session-cache.js";

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** A sign-in must come back from the provider within this time. */
export const LOGIN_ATTEMPT_TTL_MS = 10 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reads do not all become writes. */
const TOUCH_INTERVAL_MS = 10 * 60 * 1000;
export const SESSION_CHANGES_CHANNEL = "session_changes";

export const newToken = (): string => randomBytes(32).toString("base64url");
export const hashToken = (token: string): string =>
  createHash("sha256").update(token).digest("hex");

/**
 * Readable by scripts and secret-free: it only tells the browser that a session probably
 * exists, so that pages for signed-out visitors load no app code and make no doomed 401 call.
 */
export const SIGNED_IN_HINT_COOKIE = "signed_in";

/** Cookie name: `__Host-` prefix when served over HTTPS (decision 5). */
export const sessionCookieName = (secure: boolean) => (secure ? "__Host-sid" : "sid");

/** Pure: is a session still valid at `now`? (idle 7 days, absolute 30 days) */
export function isSessionLive(s: { createdAt: Date; lastSeenAt: Date }, now: Date): boolean {
  return (
    now.getTime() - s.lastSeenAt.getTime() < SESSION_IDLE_MS &&
    now.getTime() - s.createdAt.getTime() < SESSION_ABSOLUTE_MS
  );
}

function prepareSessionLookup(db: Db) {
  return db
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
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .limit(1)
    .prepare("find_session_user");
}

/**
 * Server-side sessions (decision 5): the cookie holds a random 256-bit token, the table its
 * SHA-256. Lookups go through a cache that database notifications keep honest.
 */
export class SessionStore {
  readonly cache = new SessionCache();
  private readonly lookup: ReturnType<typeof prepareSessionLookup>;
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(private readonly database: Database) {
    this.lookup = prepareSessionLookup(database.db);
  }

  /** Starts listening for changes; until then (or while the channel is down) nothing is cached. */
  async start(): Promise<void> {
    this.unsubscribe = await this.database.listen(SESSION_CHANGES_CHANNEL, {
      onMessage: (payload) => this.cache.applyNotification(payload),
      onState: (live) => this.cache.setLive(live),
    });
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    this.unsubscribe = null;
  }

  async create(userId: string): Promise<string> {
    const token = newToken();
    await this.database.db.insert(sessions).values({ tokenHash: hashToken(token), userId });
    return token;
  }

  async delete(tokenHash: string): Promise<void> {
    this.cache.evictSession(tokenHash);
    await this.database.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  /** Ends every session of a user (rejection, deletion). */
  async deleteForUser(userId: string): Promise<void> {
    this.cache.evictUser(userId);
    await this.database.db.delete(sessions).where(eq(sessions.userId, userId));
  }

  /** Forget what this process cached about a user whose status or role just changed. */
  forgetUser(userId: string): void {
    this.cache.evictUser(userId);
  }

  /** The signed-in user for a cookie token, or null; expired sessions are deleted. */
  async find(
    token: string,
    now = new Date(),
  ): Promise<{ user: SessionUser; tokenHash: string } | null> {
    const tokenHash = hashToken(token);
    const cached = this.cache.get(tokenHash, now.getTime());
    const epoch = this.cache.currentEpoch();
    const row = cached ?? (await this.lookup.execute({ tokenHash }))[0];
    if (!row) return null;
    if (!isSessionLive(row, now)) {
      await this.delete(tokenHash);
      return null;
    }
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.database.db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(eq(sessions.tokenHash, tokenHash));
      this.cache.evictSession(tokenHash);
      return { user: row.user, tokenHash };
    }
    if (!cached) this.cache.set(tokenHash, row, epoch, now.getTime());
    return { user: row.user, tokenHash };
  }
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
