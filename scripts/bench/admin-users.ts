// Admin lists at scale (issue 3): with N seeded users on PostgreSQL, GET /api/admin/users (first
// page) and a search by e-mail prefix, each driven by autocannon at 20 connections; p95 from every
// response's latency; and the query plans. Target: p95 < 50 ms, an index used by the search.
import pg from "pg";
import { openDatabase } from "../../src/server/db/client.js";
import { applyMigrations } from "../../src/server/db/migrate.js";
import { signIn } from "../../src/server/test/harness.js";
import { seedDatabase } from "../../src/server/test/seed.js";
import {
  appendReport,
  createBenchDatabase,
  driveLatencies,
  fmt,
  machineLoad,
  startAppServer,
  verdict,
} from "./lib.js";

const TARGET_P95_MS = 50;

export async function benchAdminUsers(
  command: string,
  opts: { users: number; connections: number; duration: number },
) {
  const database = await createBenchDatabase();
  console.log(`seeding ${opts.users} users into ${database.name}...`);
  const db = await openDatabase({ kind: "postgres", url: database.url, poolSize: 4 });
  await applyMigrations(db);
  const seedStarted = performance.now();
  // Accounts are what the admin lists read: no surveys or requests, to keep the seeding short.
  await seedDatabase(db.db, { users: opts.users, surveyShare: 0, requests: false });
  await db.close();
  const analyse = new pg.Client({ connectionString: database.url });
  await analyse.connect();
  await analyse.query("ANALYZE users");
  console.log(`  seeded in ${fmt((performance.now() - seedStarted) / 1000, 1)} s`);

  const server = await startAppServer({ label: "app", database });
  console.log(`server: ${server.command}`);
  const jar = await signIn(server.baseUrl, {
    email: "admin@example.com",
    firstName: "Bench",
    lastName: "Admin",
  });
  const cookie = jar.header();

  // A prefix that matches a realistic handful of people (seeded e-mails are first.last.N@...).
  const prefix = "priya.sharma.1";
  const cases = [
    { name: "first page", path: "/api/admin/users" },
    { name: "search by e-mail prefix", path: `/api/admin/users?q=${encodeURIComponent(prefix)}` },
  ];
  const results: Record<string, unknown> = {};
  let ok = true;
  for (const c of cases) {
    const sample = await fetch(`${server.baseUrl}${c.path}`, { headers: { cookie } });
    const body = (await sample.json()) as { total: number; users: unknown[] };
    const figures = await driveLatencies({
      url: `http://127.0.0.1:${server.port}${c.path}`,
      connections: opts.connections,
      duration: opts.duration,
      headers: { cookie },
    });
    const pass = figures.p95 < TARGET_P95_MS && figures.errors === 0 && figures.non2xx === 0;
    ok &&= pass;
    results[c.name] = { ...figures, total: body.total, returned: body.users.length };
    console.log(
      `${c.name.padEnd(26)} GET ${c.path} (${machineLoad()})\n  ${fmt(figures.reqPerSec, 0)} req/s, p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms, ${figures.counted} requests, errors ${figures.errors}, non-2xx ${figures.non2xx}; total matches ${body.total}, page holds ${body.users.length}  → p95 < ${TARGET_P95_MS} ms ${verdict(pass)}`,
    );
  }

  // The plans of the two queries the endpoint runs (as drizzle renders them).
  const like = `${prefix}%`;
  const plans: Record<string, string> = {
    firstPage: `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) SELECT * FROM users ORDER BY created_at DESC, id DESC LIMIT 25 OFFSET 0`,
    firstPageTotal: `EXPLAIN (ANALYZE, COSTS OFF) SELECT coalesce(sum(n), 0) FROM user_counts`,
    search: `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) SELECT * FROM users WHERE (lower(users.email) LIKE '${like}' OR lower(users.first_name) LIKE '${like}' OR lower(users.last_name) LIKE '${like}' OR lower(coalesce(users.first_name, '') || ' ' || coalesce(users.last_name, '')) LIKE '${like}') ORDER BY created_at DESC, id DESC LIMIT 25 OFFSET 0`,
  };
  const searchSql = plans.search!;
  const searchWhere = searchSql.slice(searchSql.indexOf("WHERE"), searchSql.indexOf(" ORDER BY"));
  Object.assign(plans, {
    searchTotal: `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) SELECT count(*) FROM (SELECT 1 FROM users ${searchWhere} LIMIT 10001) matches`,
  });
  const planText: Record<string, string> = {};
  for (const [name, sqlText] of Object.entries(plans)) {
    const result = await analyse.query<{ "QUERY PLAN": string }>(sqlText);
    planText[name] = result.rows.map((r) => r["QUERY PLAN"]).join("\n");
    console.log(`\nplan: ${name}\n${planText[name]}`);
  }
  const indexUsed =
    /Index|Bitmap/.test(planText.search ?? "") && /Index/.test(planText.firstPage ?? "");
  console.log(`\nindexes used by first page and search: ${verdict(indexUsed)}`);
  await analyse.end();
  appendReport("admin-users", command, { users: opts.users, results, plans: planText, indexUsed });
  return ok && indexUsed ? 0 : 1;
}
