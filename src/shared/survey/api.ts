import { z } from "zod";
import { QuestionTypeSchema, SelectOptionSchema, SurveyCategorySchema } from "./question-bank.js";

/** One question as GET /api/survey/questions returns it. */
export const SurveyQuestionViewSchema = z.object({
  id: z.string(),
  text: z.string(),
  type: QuestionTypeSchema,
  options: z.array(SelectOptionSchema).nullable(),
  category: SurveyCategorySchema,
  reverseCoded: z.boolean(),
  /** Questions whose text starts "How important" use the importance labels. */
  importance: z.boolean(),
  /** When the question is shown, in words; null when always. */
  condition: z.string().nullable(),
});
export type SurveyQuestionView = z.infer<typeof SurveyQuestionViewSchema>;

/** GET /api/survey/status: where the caller is in the survey. */
export const SurveyStatusSchema = z.object({
  answeredCount: z.number().int(),
  /** Visible questions given the answers so far (conditional ones come and go). */
  visibleCount: z.number().int(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type SurveyStatus = z.infer<typeof SurveyStatusSchema>;

/**
 * POST /api/survey/bulk-update (spec part 2, section 7): the review screen's batch. `newValue`
 * is checked against the question exactly like a single answer; `id` and `oldValue` are the
 * client's bookkeeping and are not trusted.
 */
export const BulkUpdateItemSchema = z
  .object({
    id: z.union([z.string(), z.number()]).optional(),
    questionId: z.string().min(1).max(64),
    oldValue: z.union([z.number(), z.string(), z.boolean()]).nullable().optional(),
    newValue: z.union([z.number(), z.string(), z.boolean()]),
    type: QuestionTypeSchema,
  })
  .strict();
export const BulkUpdateSchema = z
  .object({ responses: z.array(BulkUpdateItemSchema).min(1, "Nothing to update").max(200) })
  .strict();
export type BulkUpdate = z.infer<typeof BulkUpdateSchema>;
