/**
 * The route table of spec part 1, section 2, shared by the browser router (what to render)
 * and the server (which paths are pages, so that any other path gets a real 404 status).
 */
export const publicPaths = [
  "/",
  "/guest-survey",
  "/faq",
  "/privacy-policy",
  "/terms",
  "/contact",
  "/methodology",
] as const;

/** Product screens: approved users only. */
export const approvedPaths = [
  "/survey",
  "/survey-responses",
  "/personality-report",
  "/profile-setup",
  "/search-profiles",
  "/manage-requests",
  "/requests",
  "/find-matches",
  "/profile-selection",
  "/settings",
  "/admin",
] as const;

/** Paths with a parameter: public shared report and the compatibility report. */
const parameterisedPatterns: ReadonlyArray<RegExp> = [
  /^\/shared-report\/[^/]+$/,
  /^\/compatibility-report\/[^/]+$/,
];

export function isKnownPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (
    (publicPaths as readonly string[]).includes(path) ||
    (approvedPaths as readonly string[]).includes(path) ||
    parameterisedPatterns.some((re) => re.test(path))
  );
}

export function isPublicPagePath(pathname: string): boolean {
  return (
    (publicPaths as readonly string[]).includes(pathname) ||
    /^\/shared-report\/[^/]+$/.test(pathname)
  );
}
