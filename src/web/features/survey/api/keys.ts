import type { QueryClient } from "@tanstack/react-query";

/** Query keys are the URLs themselves (see lib/api getQueryFn). */
export const surveyResponsesKey = ["/api/survey/responses"] as const;
export const surveyStatusKey = ["/api/survey/status"] as const;
export const personalityReportKey = ["/api/personality-report"] as const;

/** After a submit or a report update, the answers, the status and the report may all change. */
export function refreshSurveyData(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [surveyResponsesKey, surveyStatusKey, personalityReportKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
