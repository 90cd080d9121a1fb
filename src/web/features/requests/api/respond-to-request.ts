import { type IncomingRequest, IncomingRequestSchema } from "@shared/requests/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, isUnauthorizedError } from "@web/lib/api";
import { toast } from "@web/lib/toast";
import { personName } from "../person-name";
import { approveFailure, rejectFailure } from "../response-messages";
import { refreshAfterResponse } from "./refresh-after-response";

export type ResponseAction = "approve" | "reject";

export interface RespondInput {
  request: IncomingRequest;
  action: ResponseAction;
  responseMessage: string;
}

/** POST /api/requests/{id}/approve|reject with the spec's toasts (part 1 §8). */
export function useRespondToRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, action, responseMessage }: RespondInput) => {
      const res = await apiRequest("POST", `/api/requests/${request.id}/${action}`, {
        responseMessage,
      });
      return IncomingRequestSchema.parse(await res.json());
    },
    onSuccess: async (_answered, { request, action }) => {
      const name = personName(request.requesterUser);
      toast(
        action === "approve"
          ? {
              title: "Request Approved",
              description: `${name} can now run a compatibility analysis with you.`,
            }
          : { title: "Request Rejected", description: `You declined ${name}'s request.` },
      );
      await refreshAfterResponse(queryClient);
    },
    onError: (error, { action }) => {
      // Authorization loss has its own toast and re-login (lib/query-client).
      if (isUnauthorizedError(error)) return;
      toast({
        title: "Error",
        description: action === "approve" ? approveFailure(error) : rejectFailure(error),
        variant: "destructive",
      });
    },
  });
}
