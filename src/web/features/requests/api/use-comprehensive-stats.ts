import { ComprehensiveRequestStatsSchema } from "@shared/requests/schemas";
import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@web/lib/api";

export const comprehensiveStatsKey = ["/api/requests/stats/comprehensive"] as const;

const readJson = getQueryFn<unknown>({ on401: "throw" });

/** GET /api/requests/stats/comprehensive: sent and received counts; cancelled ones count nowhere. */
export function useComprehensiveStats() {
  return useQuery({
    queryKey: comprehensiveStatsKey,
    queryFn: async (context) => ComprehensiveRequestStatsSchema.parse(await readJson(context)),
  });
}
