import { SearchPageSchema } from "@shared/search/schemas";
import { useInfiniteQuery } from "@tanstack/react-query";
import { fetchJson } from "@web/lib/api";

const SEARCH_URL = "/api/search/profiles";

/** Filters as query parameters; 'any' and empty values are left out (spec part 1 §7). */
export type SearchFilters = Readonly<Record<string, string | number | undefined>>;

export function searchQueryString(filters: SearchFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === "" || value === "any") continue;
    params.set(name, String(value));
  }
  return params.toString();
}

/**
 * GET /api/search/profiles, 24 per page, newest first; "Load more" asks for the page after
 * `nextCursor`. The key is the URL of the first page, as for every other query.
 */
export function useSearchProfiles(filters: SearchFilters) {
  const query = searchQueryString(filters);
  const url = query ? `${SEARCH_URL}?${query}` : SEARCH_URL;
  return useInfiniteQuery({
    queryKey: [url],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const pageUrl = pageParam
        ? `${url}${query ? "&" : "?"}cursor=${encodeURIComponent(pageParam)}`
        : url;
      return SearchPageSchema.parse(await fetchJson<unknown>(pageUrl, { on401: "throw", signal }));
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
