import { eq } from "drizzle-orm";
import { users } from "../db/schema.js";
import { api, type CookieJar, signIn, type TestServer } from "./harness.js";

export interface Someone {
  jar: CookieJar;
  id: string;
  email: string;
}

/** Signs someone in through the real flow and returns their session and id. */
export async function signUp(
  t: TestServer,
  email: string,
  firstName = "Test",
  lastName = "Person",
): Promise<Someone> {
  const jar = await signIn(t.baseUrl, { email, firstName, lastName });
  const me = (await api(t.baseUrl, jar, "GET", "/api/auth/user")).body as { id: string };
  return { jar, id: me.id, email };
}

/** The bootstrap super admin of zero-setup mode. */
export const signInSuperAdmin = (t: TestServer) => signUp(t, "admin@example.com", "Site", "Admin");

/** An approved user, approved by the super admin through the API. */
export async function approvedUser(
  t: TestServer,
  superAdmin: Someone,
  email: string,
  firstName = "Test",
  lastName = "Person",
) {
  const someone = await signUp(t, email, firstName, lastName);
  const res = await api(
    t.baseUrl,
    superAdmin.jar,
    "POST",
    `/api/admin/users/${someone.id}/approve`,
  );
  if (res.status !== 200) throw new Error(`approve failed: ${res.status}`);
  return someone;
}

/** An approved admin, made so by the super admin through the API. */
export async function adminUser(
  t: TestServer,
  superAdmin: Someone,
  email: string,
  firstName = "Admin",
) {
  const someone = await approvedUser(t, superAdmin, email, firstName);
  const res = await api(t.baseUrl, superAdmin.jar, "POST", `/api/admin/users/${someone.id}/role`, {
    role: "admin",
  });
  if (res.status !== 200) throw new Error(`role change failed: ${res.status}`);
  return someone;
}

export async function userRow(t: TestServer, id: string) {
  return (await t.app.database.db.select().from(users).where(eq(users.id, id)))[0];
}
