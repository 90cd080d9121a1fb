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

/** A valid profile-wizard payload; a date of birth `age` years before today in India. */
export function profileForm(overrides: Record<string, unknown> = {}, age = 30) {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const dateOfBirth = `${Number(today.slice(0, 4)) - age}${today.slice(4, 10) === "-02-29" ? "-02-28" : today.slice(4)}`;
  return {
    firstName: "Test",
    lastName: "Person",
    gender: "female",
    dateOfBirth,
    location: "Pune, Maharashtra",
    bio: "",
    isSearchable: true,
    allowDobSharing: true,
    education: "masters",
    occupation: "technology",
    religion: "hindu",
    heightCm: 165,
    interests: ["reading"],
    ...overrides,
  };
}

/** Completes someone's profile through the API; throws unless it saves. */
export async function completeProfile(
  t: TestServer,
  someone: Someone,
  overrides: Record<string, unknown> = {},
  age = 30,
) {
  const res = await api(
    t.baseUrl,
    someone.jar,
    "POST",
    "/api/profile",
    profileForm(overrides, age),
  );
  if (res.status !== 200)
    throw new Error(`profile save failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string };
}
