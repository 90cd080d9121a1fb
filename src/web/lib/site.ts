/**
 * Site-wide values. The server writes the public URL and the support address into the
 * shell's meta tags at serve time; during prerender there is no document, so the literal
 * tokens are returned and the server substitutes them in the prerendered HTML too.
 */
export const SITE_NAME = "PsycheMatch";

const PUBLIC_URL_TOKEN = "__PUBLIC_URL__";
const SUPPORT_EMAIL_TOKEN = "__SUPPORT_EMAIL__";

function readMeta(name: string): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
}

/** The public origin without a trailing slash, e.g. "https://psychematch.in". */
export function getPublicUrl(): string {
  return (readMeta("public-url") ?? PUBLIC_URL_TOKEN).replace(/\/+$/, "");
}

export function getSupportEmail(): string {
  return readMeta("support-email") ?? SUPPORT_EMAIL_TOKEN;
}

export function absoluteUrl(path: string): string {
  return `${getPublicUrl()}${path}`;
}

/** Full-page navigations handled by the server, never by the client router. */
export const SIGN_IN_URL = "/api/auth/google";
export const SIGN_OUT_URL = "/api/auth/logout";
export const RELOGIN_URL = "/api/login";
