import { OutgoingRequestSchema } from "@shared/requests/schemas";
import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@web/lib/api";
import { z } from "zod";

export const outgoingRequestsKey = ["/api/requests/outgoing"] as const;

const readJson = getQueryFn<unknown>({ on401: "throw" });
const OutgoingRequestListSchema = z.array(OutgoingRequestSchema);

/** GET /api/requests/outgoing: every request the caller sent, newest first. */
export function useOutgoingRequests() {
  return useQuery({
    queryKey: outgoingRequestsKey,
    queryFn: async (context) => OutgoingRequestListSchema.parse(await readJson(context)),
  });
}
