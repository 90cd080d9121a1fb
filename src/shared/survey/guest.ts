import { z } from "zod";
import type { GuestLevel, GuestQuestion } from "./guest-preview.js";
import { BigFiveTraitSchema, IpipSourceSchema } from "./question-bank.js";

export * from "./guest-preview.js";

/** Schemas for the guest preview's data (the data and rules themselves are in guest-preview.ts). */
export const GuestQuestionSchema = z.object({
  id: z.string(),
  text: z.string().min(1).max(199),
  type: z.literal("scale"),
  trait: BigFiveTraitSchema,
  ipip: IpipSourceSchema,
}) satisfies z.ZodType<GuestQuestion>;

export const GuestLevelSchema = z.enum(["High", "Moderate", "Low"]) satisfies z.ZodType<GuestLevel>;

export const GuestAnswersSchema = z.record(z.string(), z.number());
