import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, errorStatus, isUnauthorizedError } from "@web/lib/api";
import { toast } from "@web/lib/toast";
import { z } from "zod";
import { withdrawFailure } from "../response-messages";
import { refreshAfterResponse } from "./refresh-after-response";

const WithdrawnSchema = z.object({ status: z.literal("withdrawn") });

/** POST /api/requests/{id}/withdraw: either person takes back an approval (decision 13). */
export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requestId: string) => {
      const res = await apiRequest("POST", `/api/requests/${requestId}/withdraw`, {});
      return WithdrawnSchema.parse(await res.json());
    },
    onSuccess: async () => {
      toast({
        title: "Consent Withdrawn",
        description: "Analyses made under this request are no longer available to either of you.",
      });
      await refreshAfterResponse(queryClient);
    },
    onError: async (error) => {
      if (isUnauthorizedError(error)) return;
      toast({ title: "Error", description: withdrawFailure(error), variant: "destructive" });
      // The list is out of date: show what happened to the request.
      const status = errorStatus(error);
      if (status === 404 || status === 409) await refreshAfterResponse(queryClient);
    },
  });
}
