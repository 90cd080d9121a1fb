import type { QueryClient } from "@tanstack/react-query";

const ADMIN_API = "/api/admin/";

/** The query key of a GET: the URL itself, query string included (see lib/api getQueryFn). */
export function adminUrl(path: string, params: Record<string, string | number | undefined> = {}) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(name, String(value));
  }
  const query = search.toString();
  return `${ADMIN_API}${path}${query ? `?${query}` : ""}`;
}

/** After a decision every list, the counters and the audit log may have changed. */
export function refreshAdminData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      typeof query.queryKey[0] === "string" && query.queryKey[0].startsWith(ADMIN_API),
  });
}
