import type { QueryClient } from "@tanstack/react-query";
import { comprehensiveStatsKey } from "./use-comprehensive-stats";
import { incomingRequestsKey } from "./use-incoming-requests";
import { outgoingRequestsKey } from "./use-outgoing-requests";
import { requestStatsKey } from "./use-request-stats";

const pendingRequestsKey = ["/api/requests/pending"] as const;
/** Withdrawing consent removes the analyses made under it (decision 13). */
const compatibilityResultsKey = ["/api/compatibility/results"] as const;

/**
 * After a cancel, approve, reject or withdraw (spec part 1 §4): both lists, the counts and the
 * analyses may have changed.
 */
export async function refreshAfterResponse(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [
      outgoingRequestsKey,
      incomingRequestsKey,
      pendingRequestsKey,
      requestStatsKey,
      comprehensiveStatsKey,
      compatibilityResultsKey,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
