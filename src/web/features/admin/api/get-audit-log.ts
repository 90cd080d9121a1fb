import { AuditLogPageSchema } from "@shared/admin/schemas";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@web/lib/api";
import { adminUrl } from "./keys";

const readJson = getQueryFn<unknown>({ on401: "throw" });

export function useAuditLog(page: number) {
  return useQuery({
    queryKey: [adminUrl("audit-log", { page })],
    queryFn: async (context) => AuditLogPageSchema.parse(await readJson(context)),
    placeholderData: keepPreviousData,
  });
}
