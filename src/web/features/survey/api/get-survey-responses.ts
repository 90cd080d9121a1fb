import { type StoredAnswer, StoredAnswerSchema } from "@shared/survey/answers";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@web/lib/api";
import { z } from "zod";
import { surveyResponsesKey } from "./keys";

const readJson = getQueryFn<unknown>({ on401: "throw" });
const StoredAnswersSchema = z.array(StoredAnswerSchema);

/** GET /api/survey/responses: every saved answer of the signed-in person. */
export function useSurveyResponses() {
  return useQuery({
    queryKey: surveyResponsesKey,
    queryFn: async (context) => StoredAnswersSchema.parse(await readJson(context)),
  });
}

/** Puts a freshly saved answer into the cached list, so that no refetch is needed. */
export function cacheStoredAnswer(queryClient: QueryClient, saved: StoredAnswer): void {
  queryClient.setQueryData<StoredAnswer[]>(surveyResponsesKey, (list) => {
    if (!list) return list;
    const others = list.filter((row) => row.questionId !== saved.questionId);
    return [...others, saved];
  });
}
