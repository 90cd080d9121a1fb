import { z } from "zod";
import { RelationshipTypeSchema } from "../requests/schemas.js";

/**
 * GET /api/compatibility/results: the caller's analyses, as the search cards use them (spec
 * part 1, "Compatibility result"). Analyses themselves are built in a later issue.
 */
export const CompatibilityResultSchema = z.object({
  id: z.string(),
  userAId: z.string(),
  userBId: z.string(),
  relationshipType: RelationshipTypeSchema,
  compatibilityScore: z.number().int().min(0).max(100),
  createdAt: z.string(),
});
export type CompatibilityResult = z.infer<typeof CompatibilityResultSchema>;
