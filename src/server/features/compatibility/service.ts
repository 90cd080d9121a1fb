import type { CompatibilityResult } from "@shared/compatibility/schemas.js";
import { desc, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { compatibilityAnalyses } from "../../db/schema.js";

/** The caller's analyses, on either side, newest first. */
export async function listResults(db: Db, userId: string): Promise<CompatibilityResult[]> {
  const rows = await db
    .select()
    .from(compatibilityAnalyses)
    .where(or(eq(compatibilityAnalyses.userAId, userId), eq(compatibilityAnalyses.userBId, userId)))
    .orderBy(desc(compatibilityAnalyses.createdAt));
  return rows.map((row) => ({
    id: row.id,
    userAId: row.userAId,
    userBId: row.userBId,
    relationshipType: row.relationshipType,
    compatibilityScore: row.compatibilityScore,
    createdAt: row.createdAt.toISOString(),
  }));
}
