import { z } from "zod";
import { getAttachmentItems, scaleMax, scaleMidpoint, scaleMin } from "../survey/question-bank.js";
import type { Answers } from "../survey/visibility.js";
import { mean, readKeyedAnswers } from "./keying.js";

/**
 * The four regions of Bartholomew & Horowitz (1991). The stored value `disorganized` is the
 * spec's; the interface says "Fearful-avoidant", because "disorganized" is a childhood category
 * (science.md).
 */
export const AttachmentStyleSchema = z.enum(["secure", "anxious", "avoidant", "disorganized"]);
export type AttachmentStyle = z.infer<typeof AttachmentStyleSchema>;

export const attachmentStyleLabels: Readonly<Record<AttachmentStyle, string>> = {
  secure: "Secure",
  anxious: "Anxious",
  avoidant: "Avoidant",
  disorganized: "Fearful-avoidant",
};

const DimensionScoreSchema = z.number().min(scaleMin).max(scaleMax);

/** The two continuous scores are kept: they are more reliable than the category (science.md). */
export const AttachmentResultSchema = z.object({
  style: AttachmentStyleSchema,
  anxiety: DimensionScoreSchema,
  avoidance: DimensionScoreSchema,
});
export type AttachmentResult = z.infer<typeof AttachmentResultSchema>;

/** Both below the midpoint 4: secure; each at or above it moves to its own region. */
export function classifyAttachment(anxiety: number, avoidance: number): AttachmentStyle {
  const anxious = anxiety >= scaleMidpoint;
  const avoidant = avoidance >= scaleMidpoint;
  if (anxious && avoidant) return "disorganized";
  if (anxious) return "anxious";
  if (avoidant) return "avoidant";
  return "secure";
}

/** anxiety = mean of the six anxiety items; avoidance = mean of the six avoidance items, keyed. */
export function scoreAttachment(answers: Answers): AttachmentResult {
  const anxiety = mean(readKeyedAnswers(getAttachmentItems("anxiety"), answers));
  const avoidance = mean(readKeyedAnswers(getAttachmentItems("avoidance"), answers));
  return { style: classifyAttachment(anxiety, avoidance), anxiety, avoidance };
}
