import { type OutgoingRequest, OutgoingRequestSchema } from "@shared/requests/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, errorStatus } from "@web/lib/api";
import { RELOGIN_URL } from "@web/lib/site";
import { toast } from "@web/lib/toast";
import { personName } from "../person-name";
import { cancelFailure } from "../response-messages";
import { refreshAfterResponse } from "./refresh-after-response";

/** Spec part 1 §9: after a 401 on cancel, sign in again after 2 seconds. */
const RELOGIN_DELAY_MS = 2000;

/** POST /api/requests/{id}/cancel with the spec's toasts (part 1 §8). */
export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    // Cancel says "log in again" in its own words and waits 2 s, not the general 500 ms.
    meta: { ownsUnauthorized: true },
    mutationFn: async (request: OutgoingRequest) => {
      const res = await apiRequest("POST", `/api/requests/${request.id}/cancel`, {});
      return OutgoingRequestSchema.parse(await res.json());
    },
    onSuccess: async (_cancelled, request) => {
      toast({
        title: "Request Cancelled",
        description: `Your request to ${personName(request.targetUser)} has been cancelled.`,
      });
      await refreshAfterResponse(queryClient);
    },
    onError: async (error) => {
      toast({ title: "Error", description: cancelFailure(error), variant: "destructive" });
      const status = errorStatus(error);
      if (status === 401) {
        window.setTimeout(() => {
          window.location.href = RELOGIN_URL;
        }, RELOGIN_DELAY_MS);
      } else if (status === 400 || status === 404) {
        // The list is out of date: show what happened to the request.
        await refreshAfterResponse(queryClient);
      }
    },
  });
}
