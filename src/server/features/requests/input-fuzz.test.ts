import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { api, startTestServer, type TestServer } from "../../test/harness.js";
import {
  approvedUser,
  completeProfile,
  type Someone,
  signInSuperAdmin,
} from "../../test/people.js";

/**
 * security.md "Input": arbitrary bodies and query strings sent to the profile, search and
 * request endpoints never produce a 5xx, and a refused one changes no row.
 */
let t: TestServer;
let a: Someone;
let b: Someone;
let requestId: string;

beforeAll(async () => {
  t = await startTestServer();
  const admin = await signInSuperAdmin(t);
  a = await approvedUser(t, admin, "fuzz.a@example.in", "Fuzz", "A");
  b = await approvedUser(t, admin, "fuzz.b@example.in", "Fuzz", "B");
  await completeProfile(t, a);
  await completeProfile(t, b);
  const sent = await api(t.baseUrl, a.jar, "POST", "/api/compatibility/request", {
    targetUserId: b.id,
    relationshipType: "general",
  });
  requestId = (sent.body as { id: string }).id;
});
afterAll(() => t?.close());

async function snapshot(): Promise<string> {
  const result = await t.app.database.db.execute(sql`
    select (select json_agg(p order by user_id) from profiles p)::text as profiles,
           (select json_agg(r order by id) from compatibility_requests r)::text as requests,
           (select json_agg(json_build_array(id, first_name, last_name, role, status) order by id) from users)::text as users`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
}

const value = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.array(fc.string(), { maxLength: 12 }),
  fc.constantFrom("any", "male", "romantic", "1990-02-30", "9999-01-01", "x".repeat(600)),
);
const keys = fc.constantFrom(
  "firstName",
  "lastName",
  "email",
  "gender",
  "dateOfBirth",
  "location",
  "bio",
  "heightCm",
  "interests",
  "isSearchable",
  "targetUserId",
  "relationshipType",
  "requestMessage",
  "responseMessage",
  "role",
  "__proto__",
  "constructor",
  "unknown",
);
const body = fc.oneof(fc.dictionary(keys, value, { maxKeys: 8 }), fc.anything({ maxDepth: 2 }));

test.each([
  ["POST", "/api/profile"],
  ["POST", "/api/compatibility/request"],
  ["POST", "/api/requests/{id}/approve"],
  ["POST", "/api/requests/{id}/reject"],
  ["POST", "/api/requests/{id}/cancel"],
  ["POST", "/api/requests/{id}/withdraw"],
])("%s %s: no 5xx for any body; a refusal changes nothing", async (method, path) => {
  await fc.assert(
    fc.asyncProperty(body, async (payload) => {
      const before = await snapshot();
      const who = path.includes("approve") || path.includes("reject") ? b : a;
      const res = await api(t.baseUrl, who.jar, method, path.replace("{id}", requestId), payload);
      expect(res.status).toBeLessThan(500);
      if (res.status >= 400) expect(await snapshot()).toBe(before);
      // A valid answer is undone so that later runs meet a pending request again.
      if (res.status < 300 && path.includes("/api/requests/")) {
        await t.app.database.db.execute(
          sql`update compatibility_requests set status = 'pending', response_message = null, responded_at = null where id = ${requestId}`,
        );
      }
    }),
    { numRuns: 60 },
  );
});

test("GET /api/search/profiles: no 5xx for any query string", async () => {
  const query = fc.dictionary(
    fc.constantFrom(
      "gender",
      "ageMin",
      "ageMax",
      "location",
      "education",
      "religion",
      "occupation",
      "cursor",
      "x",
    ),
    fc.oneof(fc.string(), fc.integer().map(String), fc.constantFrom("any", "18", "100", "%", "_")),
    { maxKeys: 6 },
  );
  await fc.assert(
    fc.asyncProperty(query, async (q) => {
      const res = await api(
        t.baseUrl,
        a.jar,
        "GET",
        `/api/search/profiles?${new URLSearchParams(q)}`,
      );
      expect(res.status).toBeLessThan(500);
      expect([200, 400]).toContain(res.status);
    }),
    { numRuns: 150 },
  );
});
