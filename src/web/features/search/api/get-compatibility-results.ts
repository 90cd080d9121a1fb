import { CompatibilityResultSchema } from "@shared/compatibility/schemas";
import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@web/lib/api";
import { z } from "zod";

export const compatibilityResultsKey = ["/api/compatibility/results"] as const;

const readJson = getQueryFn<unknown>({ on401: "throw" });
const CompatibilityResultListSchema = z.array(CompatibilityResultSchema);

/** GET /api/compatibility/results: the caller's analyses, which decide "View Existing Report". */
export function useCompatibilityResults() {
  return useQuery({
    queryKey: compatibilityResultsKey,
    queryFn: async (context) => CompatibilityResultListSchema.parse(await readJson(context)),
  });
}
