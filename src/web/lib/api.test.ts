import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, errorStatus, getQueryFn, isUnauthorizedError, serverMessage } from "./api";

function stubFetch(status: number, body: string, statusText = "") {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("sends JSON with the session cookie", async () => {
    const fetchMock = stubFetch(200, "{}");
    await apiRequest("POST", "/api/profile", { firstName: "Asha" });
    expect(fetchMock).toHaveBeenCalledWith("/api/profile", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"firstName":"Asha"}',
    });
  });

  it("fails with '{status}: {text}', or the status text when the body is empty (spec §7)", async () => {
    stubFetch(409, "Request pending for approval");
    await expect(apiRequest("POST", "/api/x", {})).rejects.toThrow(
      "409: Request pending for approval",
    );
    stubFetch(500, "", "Internal Server Error");
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("500: Internal Server Error");
  });
});

describe("getQueryFn", () => {
  const context = { queryKey: ["/api/auth/user"], signal: new AbortController().signal } as never;

  it("reads null on 401 when asked to (signed out is not an error)", async () => {
    stubFetch(401, "Unauthorized");
    await expect(getQueryFn({ on401: "returnNull" })(context)).resolves.toBeNull();
  });

  it("fails on 401 by default", async () => {
    stubFetch(401, "Unauthorized");
    await expect(getQueryFn({ on401: "throw" })(context)).rejects.toThrow("401: Unauthorized");
  });
});

describe("isUnauthorizedError", () => {
  it("matches a message that begins with 401 and contains Unauthorized", () => {
    expect(isUnauthorizedError(new Error("401: Unauthorized"))).toBe(true);
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error("403: Unauthorized"))).toBe(false);
    expect(isUnauthorizedError(new Error("401: Session expired"))).toBe(false);
    expect(isUnauthorizedError("401: Unauthorized")).toBe(false);
  });
});

describe("errorStatus and serverMessage", () => {
  it("read the status and the JSON body's message of a failed call", () => {
    const error = new Error('403: {"code":"FORBIDDEN","message":"Admins only."}');
    expect(errorStatus(error)).toBe(403);
    expect(serverMessage(error)).toBe("Admins only.");
  });

  it("fall back to the text when the body is not JSON with a message", () => {
    expect(serverMessage(new Error("500: Internal Server Error"))).toBe("Internal Server Error");
    expect(serverMessage(new Error('409: {"code":"CONFLICT"}'))).toBe('{"code":"CONFLICT"}');
    expect(serverMessage(new Error("502: "))).toBeNull();
  });

  it("treat other errors as having no status", () => {
    expect(errorStatus(new TypeError("Failed to fetch"))).toBeNull();
    expect(serverMessage(new TypeError("Failed to fetch"))).toBeNull();
    expect(errorStatus("401: Unauthorized")).toBeNull();
    expect(serverMessage(undefined)).toBeNull();
  });
});
