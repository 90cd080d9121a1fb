import type { UserRole, UserStatus } from "./user.js";

/**
 * Bootstrap administrators (decision 3): a verified e-mail on the configured list becomes an
 * approved super_admin; everyone else starts (or stays) as they are.
 */
export function bootstrapAccount(
  email: string | null,
  emailVerified: boolean,
  superAdminEmails: ReadonlySet<string>,
): { status: UserStatus; role: UserRole } | null {
  if (!email || !emailVerified) return null;
  return superAdminEmails.has(email.toLowerCase())
    ? { status: "approved", role: "super_admin" }
    : null;
}

/**
 * Where to go after sign-in: only a same-site relative path (security.md: no open redirect).
 * `//evil.com`, `/\evil.com`, absolute URLs and control characters fall back to "/".
 */
export function safeReturnTo(candidate: unknown): string {
  if (typeof candidate !== "string") return "/";
  if (!/^\/(?![/\\])[A-Za-z0-9\-._~/?=&%]*$/.test(candidate)) return "/";
  if (candidate.length > 512) return "/";
  return candidate;
}
