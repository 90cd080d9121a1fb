import type { BulkUpdate } from "@shared/survey/api";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

/** POST /api/survey/bulk-update: all pending changes at once (all or nothing); regenerates the report. */
export function useBulkUpdateResponses() {
  return useMutation({
    mutationFn: async (body: BulkUpdate) => {
      await apiRequest("POST", "/api/survey/bulk-update", body);
    },
  });
}
