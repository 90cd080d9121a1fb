import { AdminStatsSchema } from "@shared/admin/schemas";
import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@web/lib/api";
import { adminUrl } from "./keys";

const readJson = getQueryFn<unknown>({ on401: "throw" });

export function useAdminStats() {
  return useQuery({
    queryKey: [adminUrl("stats")],
    queryFn: async (context) => AdminStatsSchema.parse(await readJson(context)),
  });
}
