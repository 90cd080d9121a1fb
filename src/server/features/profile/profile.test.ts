import { profileMessages } from "@shared/profile/schemas.js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { api, signIn, startTestServer, type TestServer } from "../../test/harness.js";
import {
  approvedUser,
  profileForm,
  type Someone,
  signInSuperAdmin,
  signUp,
  userRow,
} from "../../test/people.js";

let t: TestServer;
let superAdmin: Someone;
let asha: Someone;
beforeAll(async () => {
  t = await startTestServer();
  superAdmin = await signInSuperAdmin(t);
  asha = await approvedUser(t, superAdmin, "asha.profile@example.in", "Asha", "Iyer");
});
afterAll(() => t?.close());

const save = (who: Someone, body: unknown) => api(t.baseUrl, who.jar, "POST", "/api/profile", body);

describe("GET /api/profile", () => {
  test("before the wizard: not completed, prefilled from the account, with the spec's defaults", async () => {
    const someone = await approvedUser(t, superAdmin, "new.profile@example.in", "Neha", "Rao");
    const res = await api(t.baseUrl, someone.jar, "GET", "/api/profile");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: someone.id,
      firstName: "Neha",
      lastName: "Rao",
      email: "new.profile@example.in",
      profileCompleted: false,
      isSearchable: true,
      allowDobSharing: false,
      gender: null,
      dateOfBirth: null,
      bio: "",
      interests: [],
    });
    expect(res.headers.get("cache-control")).toContain("no-store");
  });

  test("only approved people: 401 signed out, 403 pending", async () => {
    expect((await api(t.baseUrl, null, "GET", "/api/profile")).status).toBe(401);
    const pending = await signUp(t, "pending.profile@example.in");
    expect((await api(t.baseUrl, pending.jar, "GET", "/api/profile")).status).toBe(403);
    expect((await save(pending, profileForm())).status).toBe(403);
  });
});

describe("POST /api/profile", () => {
  test("saves every field, completes the profile and renames the account", async () => {
    const body = profileForm({
      firstName: "Asha",
      lastName: "Iyer-Menon",
      gender: "female",
      location: "Chennai, Tamil Nadu",
      bio: "Carnatic music and long walks.",
      isSearchable: false,
      allowDobSharing: true,
      education: "phd",
      occupation: "healthcare",
      religion: "christian",
      heightCm: 160,
      interests: ["music", "walking", "music"],
    });
    const res = await save(asha, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      profileCompleted: true,
      lastName: "Iyer-Menon",
      dateOfBirth: body.dateOfBirth,
      age: 30,
      isSearchable: false,
      religion: "christian",
      heightCm: 160,
      interests: ["music", "walking"],
    });
    const again = await api(t.baseUrl, asha.jar, "GET", "/api/profile");
    expect(again.body).toEqual(res.body);
    const me = await api(t.baseUrl, asha.jar, "GET", "/api/auth/user");
    expect(me.body).toMatchObject({ firstName: "Asha", lastName: "Iyer-Menon" });
  });

  test("the wizard's name survives the next sign-in; the e-mail stays the provider's", async () => {
    await save(asha, profileForm({ firstName: "Ashu", email: "someone.else@example.in" }));
    await signIn(t.baseUrl, {
      email: "asha.profile@example.in",
      firstName: "Asha",
      lastName: "Iyer",
    });
    const row = await userRow(t, asha.id);
    expect(row).toMatchObject({ firstName: "Ashu", email: "asha.profile@example.in" });
  });

  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const yearsAgo = (n: number, dayShift = 0) => {
    const d = new Date(`${Number(today.slice(0, 4)) - n}${today.slice(4)}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + dayShift);
    return d.toISOString().slice(0, 10);
  };

  test.each([
    ["firstName", { firstName: "" }, profileMessages.firstName],
    ["firstName (spaces)", { firstName: "   " }, profileMessages.firstName],
    ["firstName (missing)", { firstName: undefined }, profileMessages.firstName],
    ["lastName", { lastName: "" }, profileMessages.lastName],
    ["email", { email: "not-an-email" }, profileMessages.email],
    ["gender", { gender: "" }, profileMessages.gender],
    ["gender (missing)", { gender: undefined }, profileMessages.gender],
    ["dateOfBirth", { dateOfBirth: "" }, profileMessages.dateOfBirth],
    ["dateOfBirth (not a date)", { dateOfBirth: "2001-02-29" }, profileMessages.dateOfBirth],
    ["dateOfBirth (future)", { dateOfBirth: yearsAgo(-1) }, profileMessages.dateOfBirth],
    ["dateOfBirth (before 1900)", { dateOfBirth: "1899-12-31" }, profileMessages.dateOfBirth],
    ["age 14", { dateOfBirth: yearsAgo(15, 1) }, profileMessages.minimumAge],
    ["location", { location: "" }, profileMessages.location],
    ["bio", { bio: "a".repeat(501) }, profileMessages.bio],
    ["heightCm", { heightCm: 99 }, "Height must be between 100 and 250 cm"],
    [
      "interests",
      { interests: Array.from({ length: 11 }, (_, i) => `i${i}`) },
      "At most 10 interests",
    ],
    ["an unknown field", { favouriteColour: "blue" }, 'Unrecognized key: "favouriteColour"'],
  ])("%s: 400 with the spec's message, nothing saved", async (_name, change, message) => {
    const before = (await api(t.baseUrl, asha.jar, "GET", "/api/profile")).body;
    const res = await save(asha, profileForm(change));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "VALIDATION_ERROR", message });
    expect((await api(t.baseUrl, asha.jar, "GET", "/api/profile")).body).toEqual(before);
  });

  test("exactly 15 today is old enough; 500 characters of bio fit", async () => {
    const res = await save(asha, profileForm({ dateOfBirth: yearsAgo(15), bio: "b".repeat(500) }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ age: 15 });
    await save(asha, profileForm());
  });

  test("mass assignment: role, status, id, userId, profileCompleted are ignored", async () => {
    const res = await save(
      asha,
      profileForm({
        role: "super_admin",
        status: "approved",
        id: superAdmin.id,
        userId: superAdmin.id,
        profileCompleted: false,
        profileImageUrl: "https://evil.example/x.png",
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: asha.id, profileCompleted: true, profileImageUrl: null });
    expect(await userRow(t, asha.id)).toMatchObject({ role: "user", status: "approved" });
    const admin = await api(t.baseUrl, superAdmin.jar, "GET", "/api/profile");
    expect(admin.body).toMatchObject({ profileCompleted: false });
  });

  test("a foreign Origin gets 403 and changes nothing", async () => {
    const res = await api(
      t.baseUrl,
      asha.jar,
      "POST",
      "/api/profile",
      profileForm({ location: "Goa" }),
      {
        origin: "https://evil.example",
      },
    );
    expect(res.status).toBe(403);
    expect((await api(t.baseUrl, asha.jar, "GET", "/api/profile")).body).not.toMatchObject({
      location: "Goa",
    });
  });
});
