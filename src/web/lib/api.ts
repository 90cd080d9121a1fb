import type { QueryFunction } from "@tanstack/react-query";

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Spec part 1 §7: a non-ok response fails with "{status}: {text or statusText}". */
async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new Error(`${res.status}: ${text || res.statusText}`);
}

/** The one HTTP helper: every call carries the session cookie; bodies are JSON. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return res;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * Query functions read the URL from the query key (`["/api/profile"]`). By default a 401 is a
 * failure; `returnNull` turns it into `null` (used for "who am I", where signed out is normal).
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include", signal });
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** Spec §8: the message begins with 401 and contains "Unauthorized". */
export function isUnauthorizedError(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.message.startsWith("401") &&
    error.message.includes("Unauthorized")
  );
}
