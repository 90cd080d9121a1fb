import { z } from "zod";
import { BigFiveScoresSchema } from "../scoring/big-five.js";
import { CulturalPreferencesSchema } from "../scoring/cultural.js";

/**
 * GET /api/shared-report/{token}: exactly what the spec lists and nothing more (no e-mail,
 * birth date, answers or quality flags).
 */
export const SharedReportSchema = z
  .object({
    user: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }),
    bigFiveScores: BigFiveScoresSchema,
    attachmentStyle: z.enum(["secure", "anxious", "avoidant", "disorganized"]).nullable(),
    aiNarrative: z.string().nullable(),
    culturalPreferences: CulturalPreferencesSchema.nullable(),
  })
  .strict();
export type SharedReport = z.infer<typeof SharedReportSchema>;

/** Share tokens are 128-bit random (decision 23), base64url: 22 characters. */
export const ShareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

/** Decision 20: "Regenerate AI Analysis" at most 5 times a day per person. */
export const AI_REGENERATIONS_PER_DAY = 5;

/** The day, in India (UTC+05:30), that a regeneration counts against. */
export function regenerationDay(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
