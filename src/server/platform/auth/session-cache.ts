import type { SessionUser } from "../access.js";

export interface CachedSession {
  user: SessionUser;
  createdAt: Date;
  lastSeenAt: Date;
}

interface Entry extends CachedSession {
  cachedAt: number;
}

/**
 * Sessions and their users, kept for a short while in this process so that most requests
 * need no database round trip. Correctness comes from invalidation, not from the TTL:
 * database triggers NOTIFY every process of any change to a user or a session, and the
 * process making a change also evicts at once. While that notification channel is down,
 * the cache is bypassed entirely. The TTL only bounds memory and clock drift.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();
  /** Bumped by every eviction; a read that raced one must not be cached. */
  private epoch = 0;
  private live = false;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 50_000,
  ) {}

  get enabled(): boolean {
    return this.live;
  }

  /** Called by the notification listener: false means messages may have been missed. */
  setLive(live: boolean): void {
    if (!live) this.clear();
    this.live = live;
  }

  currentEpoch(): number {
    return this.epoch;
  }

  get(tokenHash: string, now: number): CachedSession | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.cachedAt > this.ttlMs) {
      this.evictSession(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** Stores a read that started at `epochAtRead`, unless an eviction happened since. */
  set(tokenHash: string, value: CachedSession, epochAtRead: number, now: number): void {
    if (!this.live || epochAtRead !== this.epoch) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.evictSession(oldest);
    }
    this.entries.set(tokenHash, { ...value, cachedAt: now });
    let tokens = this.byUser.get(value.user.id);
    if (!tokens) {
      tokens = new Set();
      this.byUser.set(value.user.id, tokens);
    }
    tokens.add(tokenHash);
  }

  evictSession(tokenHash: string): void {
    this.epoch++;
    const entry = this.entries.get(tokenHash);
    if (!entry) return;
    this.entries.delete(tokenHash);
    const tokens = this.byUser.get(entry.user.id);
    tokens?.delete(tokenHash);
    if (tokens && tokens.size === 0) this.byUser.delete(entry.user.id);
  }

  evictUser(userId: string): void {
    this.epoch++;
    for (const tokenHash of this.byUser.get(userId) ?? []) this.entries.delete(tokenHash);
    this.byUser.delete(userId);
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.byUser.clear();
  }

  /** Applies one `session_changes` notification: `u:<user id>` or `s:<token hash>`. */
  applyNotification(payload: string): void {
    if (payload.startsWith("u:")) this.evictUser(payload.slice(2));
    else if (payload.startsWith("s:")) this.evictSession(payload.slice(2));
    else this.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
