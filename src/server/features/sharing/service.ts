import { createHash, randomBytes } from "node:crypto";
import type { SharedReport } from "@shared/sharing/schemas.js";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { personalityReports, reportShares, users } from "../../db/schema.js";
import { notFound } from "../../platform/errors.js";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const REPORT_NOT_FOUND =
  "This personality report is not publicly available or the link may be incorrect.";

/** A new 128-bit link for the owner's report; the previous one stops working (decision 23). */
export async function createShareToken(db: Db, userId: string): Promise<{ shareToken: string }> {
  const [report] = await db
    .select({ userId: personalityReports.userId })
    .from(personalityReports)
    .where(and(eq(personalityReports.userId, userId), isNotNull(personalityReports.bigFiveScores)));
  if (!report) throw notFound("There is no report to share yet. Complete the survey first.");
  const shareToken = randomBytes(16).toString("base64url");
  await db
    .insert(reportShares)
    .values({ userId, tokenHash: hash(shareToken) })
    .onConflictDoUpdate({
      target: reportShares.userId,
      set: { tokenHash: hash(shareToken), createdAt: new Date() },
    });
  return { shareToken };
}

export async function revokeShareToken(db: Db, userId: string): Promise<void> {
  await db.delete(reportShares).where(eq(reportShares.userId, userId));
}

/** The public view of a shared report, or 404 for an unknown, replaced or revoked token. */
export async function getSharedReport(db: Db, token: string): Promise<SharedReport> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      bigFiveScores: personalityReports.bigFiveScores,
      attachment: personalityReports.attachment,
      aiNarrative: personalityReports.aiNarrative,
      culturalPreferences: personalityReports.culturalPreferences,
    })
    .from(reportShares)
    .innerJoin(users, eq(users.id, reportShares.userId))
    .innerJoin(personalityReports, eq(personalityReports.userId, reportShares.userId))
    .where(and(eq(reportShares.tokenHash, hash(token)), eq(users.status, "approved")));
  if (!row?.bigFiveScores) throw notFound(REPORT_NOT_FOUND);
  const attachment = row.attachment as { style?: SharedReport["attachmentStyle"] } | null;
  return {
    user: { firstName: row.firstName, lastName: row.lastName },
    bigFiveScores: row.bigFiveScores as SharedReport["bigFiveScores"],
    attachmentStyle: attachment?.style ?? null,
    aiNarrative: row.aiNarrative,
    culturalPreferences: row.culturalPreferences as SharedReport["culturalPreferences"],
  };
}
