import { ageOn, bornAfter, bornOnOrBefore, indiaToday } from "@shared/profile/age.js";
import {
  SEARCH_AGE_MIN,
  SEARCH_PAGE_SIZE,
  type SearchPage,
  type SearchProfile,
  type SearchQuery,
} from "@shared/search/schemas.js";
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { profiles, users } from "../../db/schema.js";
import { AppError } from "../../platform/errors.js";
import { likePrefix } from "../../platform/sql.js";

export const SEARCH_NEEDS_PROFILE = "Complete your profile before searching.";

const encodeCursor = (createdAt: Date, id: string) => `${createdAt.getTime()}_${id}`;
function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [ms, id] = cursor.split("_") as [string, string];
  return { createdAt: new Date(Number(ms)), id };
}

/**
 * Search (decisions 11-12): approved people with a completed, searchable profile, never the
 * searcher, never under 18; newest first, 24 a page, keyset-paged so a deep page costs what
 * the first does. An age filter matches only people who share their age, so that narrowing
 * the range cannot reveal a hidden one. The conditions mirror the partial indexes of
 * migration 0008 (listed profiles by created_at, by gender, by location prefix).
 */
export async function searchProfiles(
  db: Db,
  searcherId: string,
  query: SearchQuery,
  now = new Date(),
): Promise<SearchPage> {
  const [me] = await db
    .select({ completed: profiles.profileCompleted })
    .from(profiles)
    .where(eq(profiles.userId, searcherId));
  if (!me?.completed) throw new AppError("BAD_REQUEST", SEARCH_NEEDS_PROFILE);

  const today = indiaToday(now);
  const conditions: (SQL | undefined)[] = [
    eq(profiles.isSearchable, true),
    eq(profiles.profileCompleted, true),
    ne(profiles.userId, searcherId),
    eq(users.status, "approved"),
    sql`${profiles.dateOfBirth} <= ${bornOnOrBefore(today, SEARCH_AGE_MIN)}`,
  ];
  if (query.gender) conditions.push(eq(profiles.gender, query.gender));
  if (query.education) conditions.push(eq(profiles.education, query.education));
  if (query.religion) conditions.push(eq(profiles.religion, query.religion));
  if (query.occupation) conditions.push(eq(profiles.occupation, query.occupation));
  if (query.location) {
    conditions.push(sql`lower(${profiles.location}) like ${likePrefix(query.location)}`);
  }
  if (query.ageMin !== undefined || query.ageMax !== undefined) {
    conditions.push(eq(profiles.allowDobSharing, true));
    if (query.ageMin !== undefined) {
      conditions.push(sql`${profiles.dateOfBirth} <= ${bornOnOrBefore(today, query.ageMin)}`);
    }
    if (query.ageMax !== undefined) {
      conditions.push(sql`${profiles.dateOfBirth} > ${bornAfter(today, query.ageMax)}`);
    }
  }
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    conditions.push(
      sql`(${profiles.createdAt}, ${profiles.userId}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`,
    );
  }

  const rows = await db
    .select({
      id: profiles.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      location: profiles.location,
      gender: profiles.gender,
      education: profiles.education,
      occupation: profiles.occupation,
      bio: profiles.bio,
      allowDobSharing: profiles.allowDobSharing,
      dateOfBirth: profiles.dateOfBirth,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(...conditions))
    // NULLS LAST as the indexes are built: otherwise PostgreSQL will not read them in order.
    .orderBy(sql`${profiles.createdAt} desc nulls last`, sql`${profiles.userId} desc nulls last`)
    .limit(SEARCH_PAGE_SIZE + 1);

  const page = rows.slice(0, SEARCH_PAGE_SIZE);
  const last = page.at(-1);
  return {
    profiles: page.map(
      (row): SearchProfile => ({
        id: row.id,
        firstName: row.firstName ?? "",
        lastName: row.lastName ?? "",
        location: row.location,
        gender: row.gender,
        education: row.education as SearchProfile["education"],
        occupation: row.occupation as SearchProfile["occupation"],
        bio: row.bio,
        profileImageUrl: row.profileImageUrl,
        allowDobSharing: row.allowDobSharing,
        age: row.allowDobSharing ? ageOn(row.dateOfBirth, today) : null,
      }),
    ),
    nextCursor:
      rows.length > SEARCH_PAGE_SIZE && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}
