/**
 * The server sets a script-readable `signed_in=1` cookie beside the HttpOnly session cookie.
 * It grants nothing; it only saves signed-out visitors the app code and a doomed 401 call.
 */
const HINT = "signed_in=1";

export function hasSessionHint(): boolean {
  return typeof document !== "undefined" && document.cookie.split("; ").includes(HINT);
}

/** Called when the server says there is no session after all (expired or revoked). */
export function clearSessionHint(): void {
  // The Cookie Store API is missing on many phones still in use; this one fixed string is safe.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  if (typeof document !== "undefined") document.cookie = "signed_in=; Max-Age=0; Path=/";
}
