import {
  type StoredAnswer,
  StoredAnswerSchema,
  type SurveyResponsePayload,
} from "@shared/survey/answers";
import { apiRequest } from "@web/lib/api";

/**
 * POST /api/survey/response: stores one answer (exactly one value field set, the others
 * null). The review screen adds `userId` (spec section 7); the server ignores it.
 */
export async function saveSurveyResponse(
  payload: Omit<SurveyResponsePayload, "userId"> & { userId?: string },
): Promise<StoredAnswer> {
  const res = await apiRequest("POST", "/api/survey/response", payload);
  return StoredAnswerSchema.parse(await res.json());
}
