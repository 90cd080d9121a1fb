import { ageOn, indiaToday } from "@shared/profile/age.js";
import type { Profile, ProfileForm } from "@shared/profile/schemas.js";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { profiles, users } from "../../db/schema.js";
import { notFound } from "../../platform/errors.js";

type ProfileRow = typeof profiles.$inferSelect;
type Account = Pick<
  typeof users.$inferSelect,
  "id" | "firstName" | "lastName" | "email" | "profileImageUrl"
>;

function toProfile(account: Account, row: ProfileRow | undefined, now: Date): Profile {
  return {
    id: account.id,
    firstName: account.firstName ?? "",
    lastName: account.lastName ?? "",
    email: account.email,
    profileImageUrl: account.profileImageUrl,
    gender: row?.gender ?? null,
    dateOfBirth: row?.dateOfBirth ?? null,
    location: row?.location ?? "",
    bio: row?.bio ?? "",
    isSearchable: row?.isSearchable ?? true,
    allowDobSharing: row?.allowDobSharing ?? false,
    profileCompleted: row?.profileCompleted ?? false,
    education: (row?.education as Profile["education"]) ?? null,
    occupation: (row?.occupation as Profile["occupation"]) ?? null,
    religion: (row?.religion as Profile["religion"]) ?? null,
    heightCm: row?.heightCm ?? null,
    interests: row?.interests ?? [],
    age: row ? ageOn(row.dateOfBirth, indiaToday(now)) : null,
  };
}

const accountColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileImageUrl: users.profileImageUrl,
};

/** The caller's profile; before the wizard is completed, the account's name and e-mail with defaults. */
export async function getProfile(db: Db, userId: string, now = new Date()): Promise<Profile> {
  const [found] = await db
    .select({ account: accountColumns, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!found) throw notFound("Profile not found");
  return toProfile(found.account, found.profile ?? undefined, now);
}

/**
 * Saves the wizard (all of it: the form has every field) and marks the profile completed. The
 * name goes on the account, so every screen (greeting, admin lists, cards) shows the same one;
 * the e-mail stays the identity provider's verified address.
 */
export async function saveProfile(
  db: Db,
  userId: string,
  form: ProfileForm,
  now = new Date(),
): Promise<Profile> {
  const { firstName, lastName, email: _email, ...fields } = form;
  const values = {
    gender: fields.gender,
    dateOfBirth: fields.dateOfBirth,
    location: fields.location,
    bio: fields.bio,
    isSearchable: fields.isSearchable,
    allowDobSharing: fields.allowDobSharing,
    education: fields.education,
    occupation: fields.occupation,
    religion: fields.religion,
    heightCm: fields.heightCm,
    interests: [...new Set(fields.interests)],
    profileCompleted: true,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    await tx.update(users).set({ firstName, lastName, updatedAt: now }).where(eq(users.id, userId));
    await tx
      .insert(profiles)
      .values({ userId, createdAt: now, ...values })
      .onConflictDoUpdate({ target: profiles.userId, set: values });
  });
  return getProfile(db, userId, now);
}

export interface RequestParty {
  firstName: string | null;
  lastName: string | null;
  approved: boolean;
  profileCompleted: boolean;
  isSearchable: boolean;
  /** Completed years today in India; null without a profile. */
  age: number | null;
}

/**
 * Facts the request rules need about the people on a request (decisions 11 and 14), read in
 * one query; an id with no account is missing from the map.
 */
export async function getRequestParties(
  db: Db,
  userIds: readonly string[],
  now: Date,
): Promise<Map<string, RequestParty>> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
      profileCompleted: profiles.profileCompleted,
      isSearchable: profiles.isSearchable,
      dateOfBirth: profiles.dateOfBirth,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, [...userIds]));
  const today = indiaToday(now);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        firstName: row.firstName,
        lastName: row.lastName,
        approved: row.status === "approved",
        profileCompleted: row.profileCompleted ?? false,
        isSearchable: row.isSearchable ?? false,
        age: row.dateOfBirth ? ageOn(row.dateOfBirth, today) : null,
      },
    ]),
  );
}
