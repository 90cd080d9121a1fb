import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./query-client";
import { attachToastRenderer, isToasterRequested, type ToastOptions } from "./toast";

describe("the authorization-loss rule (spec §8)", () => {
  const location = { href: "/settings" };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("window", {
      location,
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const failWith = (message: string) =>
    createQueryClient()
      .fetchQuery({
        queryKey: ["/api/x", message],
        queryFn: () => Promise.reject(new Error(message)),
      })
      .catch(() => undefined);

  it("ignores other failures", async () => {
    await failWith("403: Forbidden");
    await failWith("500: Internal Server Error");
    vi.advanceTimersByTime(1000);
    expect(location.href).toBe("/settings");
    expect(isToasterRequested()).toBe(false);
  });

  it("shows 'Unauthorized' and signs in again after 500 ms", async () => {
    await failWith("401: Unauthorized");
    const shown: ToastOptions[] = [];
    attachToastRenderer((options) => shown.push(options));
    expect(shown).toEqual([
      {
        title: "Unauthorized",
        description: "You are logged out. Logging in again...",
        variant: "destructive",
      },
    ]);
    vi.advanceTimersByTime(499);
    expect(location.href).toBe("/settings");
    vi.advanceTimersByTime(1);
    expect(location.href).toBe("/api/login");
  });

  it("leaves a 401 to a mutation that tells about it itself", async () => {
    // A fresh module: the relogin above is scheduled once per page.
    vi.resetModules();
    const fresh = await import("./query-client");
    location.href = "/settings";
    const client = fresh.createQueryClient();
    const run = (ownsUnauthorized: boolean) =>
      client
        .getMutationCache()
        .build(client, {
          mutationFn: () => Promise.reject(new Error("401: Unauthorized")),
          meta: { ownsUnauthorized },
        })
        .execute(undefined)
        .catch(() => undefined);
    await run(true);
    vi.advanceTimersByTime(1000);
    expect(location.href).toBe("/settings");
    await run(false);
    vi.advanceTimersByTime(500);
    expect(location.href).toBe("/api/login");
  });

  it("never retries and never goes stale", () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
  });
});
