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
  return ({ queryKey, signal }) => fetchJson<T>(queryKey.join("/"), { ...options, signal });
}

/** GET a JSON resource with the session; a 401 is null or a failure, as asked. */
export async function fetchJson<T>(
  url: string,
  options: { on401: UnauthorizedBehavior; signal?: AbortSignal },
): Promise<T | null> {
  const res = await fetch(url, { credentials: "include", signal: options.signal });
  if (options.on401 === "returnNull" && res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** Spec §8: the message begins with 401 and contains "Unauthorized". */
export function isUnauthorizedError(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.message.startsWith("401") &&
    error.message.includes("Unauthorized")
  );
}

const FAILURE_PATTERN = /^(\d{3}): ([\s\S]*)$/;

/** The HTTP status of a failed call ("{status}: {text}"), or null for any other error. */
export function errorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = FAILURE_PATTERN.exec(error.message);
  return match ? Number(match[1]) : null;
}

/**
 * What the server said about a failed call: the `message` of its `{code, message}` body when
 * the text parses, else the text itself. Null when there is nothing to show, and for errors
 * that are not a server's answer (network failure, unparseable response).
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match = FAILURE_PATTERN.exec(error.message);
  if (!match) return null;
  const text = match[2]?.trim() ?? "";
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === "object" && body !== null && "message" in body) {
      const { message } = body as { message: unknown };
      if (typeof message === "string" && message) return message;
    }
  } catch {
    // Not JSON: the text is the message.
  }
  return text || null;
}
