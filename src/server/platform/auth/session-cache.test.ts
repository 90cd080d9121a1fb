import { describe, expect, test } from "vitest";
import type { SessionUser } from "../access.js";
import { SessionCache } from "./session-cache.js";

const user = (id: string): SessionUser => ({
  id,
  email: `${id}@example.in`,
  firstName: "A",
  lastName: "B",
  profileImageUrl: null,
  role: "user",
  status: "approved",
  createdAt: new Date(0),
});
const session = (id: string) => ({ user: user(id), createdAt: new Date(), lastSeenAt: new Date() });

describe("session cache", () => {
  test("holds nothing while the notification channel is down", () => {
    const cache = new SessionCache();
    cache.set("h1", session("u1"), cache.currentEpoch(), 0);
    expect(cache.get("h1", 0)).toBeUndefined();
    cache.setLive(true);
    cache.set("h1", session("u1"), cache.currentEpoch(), 0);
    expect(cache.get("h1", 0)?.user.id).toBe("u1");
    cache.setLive(false);
    expect(cache.size).toBe(0);
    cache.setLive(true);
    expect(cache.get("h1", 0)).toBeUndefined();
  });

  test("a read that raced an eviction is not stored", () => {
    const cache = new SessionCache();
    cache.setLive(true);
    const epoch = cache.currentEpoch();
    cache.applyNotification("u:u1"); // the user changed while the database read was in flight
    cache.set("h1", session("u1"), epoch, 0);
    expect(cache.get("h1", 0)).toBeUndefined();
  });

  test("notifications evict by user and by session; unknown payloads clear everything", () => {
    const cache = new SessionCache();
    cache.setLive(true);
    for (const [hash, id] of [
      ["h1", "u1"],
      ["h2", "u1"],
      ["h3", "u2"],
    ] as const) {
      cache.set(hash, session(id), cache.currentEpoch(), 0);
    }
    cache.applyNotification("u:u1");
    expect(cache.get("h1", 0)).toBeUndefined();
    expect(cache.get("h2", 0)).toBeUndefined();
    expect(cache.get("h3", 0)).toBeDefined();
    cache.applyNotification("s:h3");
    expect(cache.get("h3", 0)).toBeUndefined();
    cache.set("h4", session("u3"), cache.currentEpoch(), 0);
    cache.applyNotification("garbled");
    expect(cache.size).toBe(0);
  });

  test("entries expire after the TTL and the size stays bounded", () => {
    const cache = new SessionCache(1_000, 2);
    cache.setLive(true);
    cache.set("h1", session("u1"), cache.currentEpoch(), 0);
    expect(cache.get("h1", 999)).toBeDefined();
    expect(cache.get("h1", 1_001)).toBeUndefined();
    for (const h of ["a", "b", "c"]) cache.set(h, session(h), cache.currentEpoch(), 0);
    expect(cache.size).toBe(2);
    expect(cache.get("a", 0)).toBeUndefined();
  });
});
