import { IncomingRequestSchema } from "@shared/requests/schemas";
import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@web/lib/api";
import { z } from "zod";

export const incomingRequestsKey = ["/api/requests/incoming"] as const;

const readJson = getQueryFn<unknown>({ on401: "throw" });
const IncomingRequestListSchema = z.array(IncomingRequestSchema);

/** GET /api/requests/incoming: every request sent to the caller, newest first. */
export function useIncomingRequests() {
  return useQuery({
    queryKey: incomingRequestsKey,
    queryFn: async (context) => IncomingRequestListSchema.parse(await readJson(context)),
  });
}
