import { SurveyStatusSchema } from "@shared/survey/api";
import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@web/lib/api";
import { surveyStatusKey } from "./keys";

const readJson = getQueryFn<unknown>({ on401: "throw" });

/** GET /api/survey/status: answered and visible counts, and whether the survey was submitted. */
export function useSurveyStatus() {
  return useQuery({
    queryKey: surveyStatusKey,
    queryFn: async (context) => SurveyStatusSchema.parse(await readJson(context)),
  });
}
