import { bootstrapAccount } from "@shared/auth/rules.js";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { type UserRow, users } from "../../db/schema.js";
import type { VerifiedClaims } from "../../platform/auth/oidc-client.js";

/**
 * Creates or updates the account keyed on (issuer, subject) from verified ID-token claims.
 * A new account is pending/user unless its e-mail is a bootstrap administrator's.
 */
export async function upsertUserFromClaims(
  db: Db,
  claims: VerifiedClaims,
  superAdminEmails: ReadonlySet<string>,
): Promise<UserRow> {
  const bootstrap = bootstrapAccount(claims.email, claims.emailVerified, superAdminEmails);
  const profile = {
    email: claims.email,
    firstName: claims.firstName,
    lastName: claims.lastName,
    profileImageUrl: claims.picture,
  };
  const [row] = await db
    .insert(users)
    .values({
      issuer: claims.issuer,
      subject: claims.subject,
      ...profile,
      status: bootstrap?.status ?? "pending",
      role: bootstrap?.role ?? "user",
    })
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: {
        ...profile,
        // Once a person has set their name in the profile wizard, that name wins over the
        // provider's on later sign-ins (the wizard is where the product lets people name themselves).
        firstName: sql`case when exists (select 1 from profiles where profiles.user_id = ${users.id}) then ${users.firstName} else excluded.first_name end`,
        lastName: sql`case when exists (select 1 from profiles where profiles.user_id = ${users.id}) then ${users.lastName} else excluded.last_name end`,
        updatedAt: sql`now()`,
        ...(bootstrap ?? {}),
      },
    })
    .returning();
  if (!row) throw new Error("user upsert returned no row");
  return row;
}
