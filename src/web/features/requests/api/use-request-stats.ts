import { RequestStatsSchema } from "@shared/requests/schemas";
import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@web/lib/api";

/** Query keys are the URLs themselves (see lib/api getQueryFn); shared with the other request screens. */
export const requestStatsKey = ["/api/requests/stats"] as const;

const readJson = getQueryFn<unknown>({ on401: "throw" });

/** GET /api/requests/stats: requests sent in the last 7 days, against the weekly limit. */
export function useRequestStats() {
  return useQuery({
    queryKey: requestStatsKey,
    queryFn: async (context) => RequestStatsSchema.parse(await readJson(context)),
  });
}
