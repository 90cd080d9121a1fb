import { OutgoingRequestSchema, type SendRequest } from "@shared/requests/schemas";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, isUnauthorizedError } from "@web/lib/api";
import { toast } from "@web/lib/toast";
import { requestSentToast, sendRequestFailure } from "../messages";
import { comprehensiveStatsKey } from "./use-comprehensive-stats";
import { outgoingRequestsKey } from "./use-outgoing-requests";
import { requestStatsKey } from "./use-request-stats";

export interface SendRequestInput extends SendRequest {
  /** The person's name, for the toast. */
  targetName: string;
}

/** A send (or a refused duplicate) changes the weekly count, the sent list and the dashboard counts. */
function refreshRequestData(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [requestStatsKey, outgoingRequestsKey, comprehensiveStatsKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}

/** POST /api/compatibility/request with the spec's toasts (part 1 §8). */
export function useSendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ targetName: _name, ...body }: SendRequestInput) => {
      const res = await apiRequest("POST", "/api/compatibility/request", body);
      return OutgoingRequestSchema.parse(await res.json());
    },
    onSuccess: async (_request, { targetName }) => {
      toast(requestSentToast(targetName));
      await refreshRequestData(queryClient);
    },
    onError: async (error) => {
      // Authorization loss has its own toast and re-login (lib/query-client).
      if (isUnauthorizedError(error)) return;
      const failure = sendRequestFailure(error);
      toast(failure.toast);
      // A refused duplicate means the card is out of date: show the pending request.
      if (failure.closeDialog) await refreshRequestData(queryClient);
    },
  });
}
