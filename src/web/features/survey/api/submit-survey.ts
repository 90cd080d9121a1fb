import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

/** POST /api/survey/submit: marks the survey complete; the report is written in the background. */
export function useSubmitSurvey() {
  return useMutation({
    mutationFn: async () => {
      await apiRequest("POST", "/api/survey/submit", {});
    },
  });
}
