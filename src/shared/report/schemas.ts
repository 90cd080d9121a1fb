import { z } from "zod";
import { AttachmentResultSchema } from "../scoring/attachment.js";
import { BigFiveBandsSchema, BigFiveScoresSchema } from "../scoring/big-five.js";
import { CulturalPreferencesSchema } from "../scoring/cultural.js";
import { QualityFlagSchema } from "../scoring/quality.js";

export const ReportStatusSchema = z.enum(["generating", "ready", "failed"]);
export type ReportStatus = z.infer<typeof ReportStatusSchema>;

/**
 * Where the narrative came from: the configured AI model, or the built-in writer (no model
 * configured, or the model failed: then `aiFailed` is true and "Regenerate AI Analysis" shows).
 */
export const NarrativeSourceSchema = z.enum(["ai", "builtin"]);

/** GET /api/personality-report (spec part 2, "Personality report" plus decision 21). */
export const PersonalityReportSchema = z.object({
  status: ReportStatusSchema,
  /** Null until the first report is ready; kept while a new one is being generated. */
  bigFiveScores: BigFiveScoresSchema.nullable(),
  bigFiveBands: BigFiveBandsSchema.nullable(),
  attachmentStyle: z.enum(["secure", "anxious", "avoidant", "disorganized"]).nullable(),
  attachment: AttachmentResultSchema.nullable(),
  culturalPreferences: CulturalPreferencesSchema.nullable(),
  qualityFlags: z.array(QualityFlagSchema),
  aiNarrative: z.string().nullable(),
  narrativeSource: NarrativeSourceSchema.nullable(),
  aiFailed: z.boolean(),
  generatedAt: z.string().nullable(),
});
export type PersonalityReport = z.infer<typeof PersonalityReportSchema>;

/** What a narrative writer is given: scores only; no name, e-mail, birth date, id or free text (decision 22). */
export const NarrativeInputSchema = z.object({
  bigFiveScores: BigFiveScoresSchema,
  bigFiveBands: BigFiveBandsSchema,
  attachment: AttachmentResultSchema,
  culturalPreferences: CulturalPreferencesSchema.omit({ communityPreference: true }),
  qualityFlags: z.array(z.string()),
});
export type NarrativeInput = z.infer<typeof NarrativeInputSchema>;

/** The structured narrative; rendered to "## Heading" sections with "- " bullets by our own code. */
export const NarrativeSchema = z.object({
  sections: z
    .array(
      z.object({
        heading: z.string().min(2).max(80),
        paragraphs: z.array(z.string().min(1).max(1200)).max(6).default([]),
        bullets: z.array(z.string().min(1).max(400)).max(10).default([]),
      }),
    )
    .min(3)
    .max(10),
});
export type Narrative = z.infer<typeof NarrativeSchema>;
