// Search and requests at scale, on N people seeded by `npm run seed`'s factories on PostgreSQL:
//  search: GET /api/search/profiles with no filter, with three filters (two kinds) and a deep
//    page (cursor), 20 connections × 10 s each; p50/p95/p99 from every response; EXPLAIN
//    (ANALYZE, BUFFERS) of the exact SQL the search service runs. Target: p95 < 50 ms.
//  requests: POST /api/compatibility/request at 20 connections × 10 s; every request comes from
//    one of many seeded senders (sessions made directly) to someone they have not asked yet, so
//    that the weekly limit of 50 is never what is measured; p99 of the 201s, the rest counted.
import { bornOnOrBefore, indiaToday } from "@shared/profile/age.js";
import { WEEKLY_REQUEST_LIMIT } from "@shared/requests/schemas.js";
import { SEARCH_AGE_MIN, SearchQuerySchema } from "@shared/search/schemas.js";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type Db, openDatabase } from "../../src/server/db/client.js";
import { applyMigrations } from "../../src/server/db/migrate.js";
import * as schema from "../../src/server/db/schema.js";
import { sendRequest } from "../../src/server/features/requests/service.js";
import { searchProfiles } from "../../src/server/features/search/service.js";
import { hashToken, newToken, sessionCookieName } from "../../src/server/platform/auth/sessions.js";
import { api, signIn } from "../../src/server/test/harness.js";
import { profileForm } from "../../src/server/test/people.js";
import { seedDatabase } from "../../src/server/test/seed.js";
import {
  appendReport,
  createBenchDatabase,
  driveLatencies,
  fmt,
  type LatencyFigures,
  machineLoad,
  startAppServer,
  startCpuAccounting,
  verdict,
} from "./lib.js";

const TARGET_P95_MS = 50;

export interface ScaleOptions {
  users: number;
  connections: number;
  duration: number;
  warmup: number;
  surveyShare: number;
}

/** A fresh database with N seeded people (and their profiles, surveys, reports, requests). */
async function seededDatabase(opts: ScaleOptions) {
  const database = await createBenchDatabase();
  console.log(
    `seeding ${opts.users} people (survey share ${opts.surveyShare}) into ${database.name}...`,
  );
  const db = await openDatabase({ kind: "postgres", url: database.url, poolSize: 4 });
  await applyMigrations(db);
  const started = performance.now();
  const seeded = await seedDatabase(db.db, { users: opts.users, surveyShare: opts.surveyShare });
  await db.close();
  const seconds = (performance.now() - started) / 1000;
  console.log(`  seeded in ${fmt(seconds, 1)} s: ${JSON.stringify(seeded)} (${machineLoad()})`);
  return { database, seeded, seedSeconds: seconds };
}

/**
 * A Drizzle client that records every statement with its parameters: the service's own
 * queries, explained exactly as they run (an unnamed statement is planned with its values).
 */
function recordingDb(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const statements: { query: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => statements.push({ query, params }) },
  }) as unknown as Db;
  const explain = async (statement: { query: string; params: unknown[] }) => {
    const result = await pool.query<{ "QUERY PLAN": string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${statement.query}`,
      statement.params,
    );
    return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
  };
  return { db, statements, explain, close: () => pool.end() };
}

const summarise = (f: LatencyFigures) =>
  `${fmt(f.countedPerSec, 0)} req/s, p50 ${fmt(f.p50, 1)} ms, p95 ${fmt(f.p95, 1)} ms, p99 ${fmt(f.p99, 1)} ms, max ${fmt(f.max, 1)} ms, ${f.counted} responses, errors ${f.errors}, timeouts ${f.timeouts}, statuses ${JSON.stringify(f.statuses)}`;

function printCpu(cpu: ReturnType<ReturnType<typeof startCpuAccounting>>) {
  if (!cpu) return;
  const parts = Object.entries(cpu).map(([k, v]) => `${k} ${fmt(v, 1)}`);
  console.log(`  CPU-seconds during the load: ${parts.join(", ")}`);
}

export async function benchSearch(command: string, opts: ScaleOptions & { warmup: number }) {
  const { database, seeded, seedSeconds } = await seededDatabase(opts);
  const server = await startAppServer({ label: "app", database });
  console.log(`server: ${server.command}`);

  // The searcher signs in through the real flow, is approved and completes the wizard.
  const admin = await signIn(server.baseUrl, { email: "admin@example.com" });
  const jar = await signIn(server.baseUrl, {
    email: "bench.searcher@example.in",
    firstName: "Bench",
    lastName: "Searcher",
  });
  const me = (await api(server.baseUrl, jar, "GET", "/api/auth/user")).body as { id: string };
  await api(server.baseUrl, admin, "POST", `/api/admin/users/${me.id}/approve`);
  const saved = await api(server.baseUrl, jar, "POST", "/api/profile", profileForm());
  if (saved.status !== 200) throw new Error(`profile not saved: ${saved.status}`);
  const cookie = jar.header();

  const get = async (query: string) => {
    const res = await fetch(`${server.baseUrl}/api/search/profiles${query ? `?${query}` : ""}`, {
      headers: { cookie },
    });
    if (res.status !== 200) throw new Error(`search ${query}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { profiles: unknown[]; nextCursor: string | null };
  };
  // 40 pages down (960 people) by following the cursors, as infinite scrolling would.
  let cursor: string | null = null;
  for (let page = 0; page < 40; page++) {
    cursor = (await get(cursor ? `cursor=${cursor}` : "")).nextCursor;
    if (!cursor) throw new Error(`fewer than ${page + 2} pages of results`);
  }
  const cases = [
    { name: "no filter", query: "" },
    {
      name: "gender + education + location",
      query: "gender=female&education=bachelors&location=Mumbai",
    },
    {
      name: "gender + religion + age",
      query: "gender=male&religion=christian&ageMin=25&ageMax=35",
    },
    { name: "no filter, page 41 (cursor)", query: `cursor=${cursor}` },
    // Rare values: without their own indexes these walked every listed profile.
    { name: "rare religion", query: "religion=parsi" },
    { name: "education + occupation (rare pair)", query: "education=phd&occupation=arts" },
    { name: "narrow age range", query: "ageMin=70&ageMax=70" },
  ];

  if (opts.warmup > 0) {
    const warm = await driveLatencies({
      url: `http://127.0.0.1:${server.port}/api/search/profiles`,
      connections: opts.connections,
      duration: opts.warmup,
      headers: { cookie },
    });
    console.log(`warm-up ${opts.warmup} s, no filter: ${summarise(warm)}`);
  }
  const recorder = recordingDb(database.url);
  const results: Record<string, unknown> = {};
  const plans: Record<string, string> = {};
  let ok = true;
  for (const c of cases) {
    const sample = await get(c.query);
    const path = `/api/search/profiles${c.query ? `?${c.query}` : ""}`;
    const load = machineLoad();
    const stopCpu = startCpuAccounting(server.child.process.pid);
    const figures = await driveLatencies({
      url: `http://127.0.0.1:${server.port}${path}`,
      connections: opts.connections,
      duration: opts.duration,
      headers: { cookie },
    });
    const cpu = stopCpu();
    const pass =
      figures.p95 < TARGET_P95_MS &&
      figures.errors === 0 &&
      figures.timeouts === 0 &&
      figures.non2xx === 0;
    ok &&= pass;
    console.log(
      `\n${c.name}: GET ${path}\n  ${summarise(figures)}; a page holds ${sample.profiles.length}, next page ${sample.nextCursor ? "yes" : "no"}  → p95 < ${TARGET_P95_MS} ms ${verdict(pass)}\n  before: ${load}; after: ${machineLoad()}`,
    );
    printCpu(cpu);

    // The statements the service runs for this query: the searcher's own profile, then the search.
    recorder.statements.length = 0;
    await searchProfiles(
      recorder.db,
      me.id,
      SearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(c.query))),
    );
    const search = recorder.statements.at(-1)!;
    plans[c.name] =
      `${search.query}\n-- params: ${JSON.stringify(search.params)}\n${await recorder.explain(search)}`;
    console.log(`\nplan (${c.name}):\n${plans[c.name]}`);
    results[c.name] = { path, ...figures, load, cpu };
  }
  await recorder.close();
  console.log(
    `\nall cases p95 < ${TARGET_P95_MS} ms, no errors: ${verdict(ok)} (${seeded.profiles} profiles seeded)`,
  );
  appendReport("search", command, {
    users: opts.users,
    seeded,
    seedSeconds,
    results,
    plans,
  });
  return ok ? 0 : 1;
}

export async function benchRequests(command: string, opts: ScaleOptions & { senders: number }) {
  const { database, seeded, seedSeconds } = await seededDatabase(opts);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();

  // Senders: approved adults with a completed profile and room for 20 more requests this week;
  // targets: searchable approved adults. A sender never asks someone twice (or themselves).
  const perSender = 20;
  const adultBorn = bornOnOrBefore(indiaToday(new Date()), SEARCH_AGE_MIN);
  const senders = (
    await client.query<{ id: string }>(
      `select p.user_id as id from profiles p join users u on u.id = p.user_id
        left join (select requester_id, count(*) as n from compatibility_requests
                   where created_at > now() - interval '7 days' group by requester_id) w
               on w.requester_id = p.user_id
        where u.status = 'approved' and p.profile_completed and p.date_of_birth <= $1
          and coalesce(w.n, 0) <= $2
        order by p.user_id limit $3`,
      // One spare request each: a send after the load, to record its statements.
      [adultBorn, WEEKLY_REQUEST_LIMIT - perSender - 1, opts.senders],
    )
  ).rows.map((r) => r.id);
  const targets = (
    await client.query<{ id: string }>(
      `select p.user_id as id from profiles p join users u on u.id = p.user_id
        where u.status = 'approved' and p.profile_completed and p.is_searchable
          and p.date_of_birth <= $1 order by p.created_at desc`,
      [adultBorn],
    )
  ).rows.map((r) => r.id);
  const asked = new Set(
    (
      await client.query<{ pair: string }>(
        `select requester_id || '>' || target_id as pair from compatibility_requests where requester_id = any($1)`,
        [senders],
      )
    ).rows.map((r) => r.pair),
  );
  const chosen = senders.map((sender, i) => {
    const mine: string[] = [];
    for (let k = i * 7; mine.length < perSender + 1 && k < i * 7 + targets.length; k++) {
      const target = targets[k % targets.length]!;
      if (target !== sender && !asked.has(`${sender}>${target}`)) mine.push(target);
    }
    return mine;
  });
  // Round-robin over senders, so that concurrent requests come from different people.
  const pairs = Array.from({ length: perSender }, (_, round) =>
    senders.map((sender, i) => ({ sender, target: chosen[i]![round]! })),
  ).flat();

  // Sessions made directly (the table holds the token's SHA-256), one per sender.
  const cookieName = sessionCookieName(false);
  const cookies = new Map<string, string>();
  for (const sender of senders) {
    const token = newToken();
    cookies.set(sender, `${cookieName}=${token}`);
    await client.query("insert into sessions (token_hash, user_id) values ($1, $2)", [
      hashToken(token),
      sender,
    ]);
  }
  console.log(
    `${senders.length} senders with sessions, ${targets.length} possible targets, ${pairs.length} distinct (sender, target) pairs`,
  );

  const server = await startAppServer({ label: "app", database });
  console.log(`server: ${server.command}`);
  let next = 0;
  const requests = [
    {
      method: "POST",
      path: "/api/compatibility/request",
      setupRequest: (request: { headers?: Record<string, string> }) => {
        const pair = pairs[next++ % pairs.length]!;
        return {
          ...request,
          method: "POST",
          path: "/api/compatibility/request",
          headers: { "content-type": "application/json", cookie: cookies.get(pair.sender)! },
          body: JSON.stringify({
            targetUserId: pair.target,
            relationshipType: "general",
            requestMessage: "Hello! Would you like to see how compatible we are?",
          }),
        };
      },
    },
  ];
  const url = `http://127.0.0.1:${server.port}`;
  const created = (status: number) => status === 201;
  let warmCreated = 0;
  if (opts.warmup > 0) {
    const warm = await driveLatencies({
      url,
      connections: opts.connections,
      duration: opts.warmup,
      requests,
      counted: created,
    });
    warmCreated = warm.counted;
    console.log(`warm-up ${opts.warmup} s: ${summarise(warm)}`);
  }
  const before = next;
  const load = machineLoad();
  const stopCpu = startCpuAccounting(server.child.process.pid);
  const figures = await driveLatencies({
    url,
    connections: opts.connections,
    duration: opts.duration,
    requests,
    counted: created,
  });
  const cpu = stopCpu();
  const sent = next - before;
  const exhausted = next > pairs.length;
  const refused = Object.entries(figures.statuses)
    .filter(([status]) => status !== "201")
    .reduce((n, [, c]) => n + c, 0);
  console.log(
    `\nPOST /api/compatibility/request, ${opts.connections} connections × ${opts.duration} s:\n  ${summarise(figures)}\n  only 201s count towards req/s and the percentiles; other answers: ${refused}${exhausted ? " (the distinct pairs ran out: re-run with more --senders)" : ""}\n  before: ${load}; after: ${machineLoad()}`,
  );
  printCpu(cpu);

  // What the database holds afterwards: every 201 is one new request; no one is over the limit.
  const [check] = (
    await client.query<{ created: number; most: number }>(
      `select count(*) filter (where request_message like 'Hello! Would you like%')::int as created,
              (select max(n)::int from (select count(*) as n from compatibility_requests
                where created_at > now() - interval '7 days' group by requester_id) w) as most
         from compatibility_requests`,
    )
  ).rows;
  console.log(
    `  requests the bench made: ${check!.created} in the database, ${warmCreated + figures.counted} 201s (warm-up included; a request in flight when a run stops is made but not answered); most sent by one person in 7 days: ${check!.most} (limit ${WEEKLY_REQUEST_LIMIT})`,
  );

  // The statements one send runs, and the plans of its reads.
  const recorder = recordingDb(database.url);
  const spareAt = chosen.findIndex((targetsOf) => targetsOf.length > perSender);
  const spare = { sender: senders[spareAt]!, target: chosen[spareAt]![perSender]! };
  await sendRequest(recorder.db, spare.sender, {
    targetUserId: spare.target,
    relationshipType: "general",
    requestMessage: "",
  });
  // Explained as the send found the table: without the request it has just made.
  await client.query(
    "delete from compatibility_requests where requester_id = $1 and target_id = $2",
    [spare.sender, spare.target],
  );
  const plans: Record<string, string> = {};
  for (const [i, statement] of recorder.statements.entries()) {
    if (!/^\s*select/i.test(statement.query) || /pg_advisory/.test(statement.query)) continue;
    plans[`statement ${i + 1}`] =
      `${statement.query}\n-- params: ${JSON.stringify(statement.params)}\n${await recorder.explain(statement)}`;
  }
  console.log(
    `\nstatements of one send: ${recorder.statements.map((s) => s.query.split(" ").slice(0, 3).join(" ")).join(" | ")}`,
  );
  for (const [name, plan] of Object.entries(plans)) console.log(`\nplan (${name}):\n${plan}`);
  await client.end();
  await recorder.close();

  const ok = figures.errors === 0 && figures.timeouts === 0 && refused === 0;
  console.log(
    `\nall answers 201, no errors: ${verdict(ok)} (p99 ${fmt(figures.p99, 1)} ms: figures only)`,
  );
  appendReport("requests", command, {
    users: opts.users,
    seeded,
    seedSeconds,
    senders: senders.length,
    pairs: pairs.length,
    sent,
    figures,
    load,
    cpu,
    plans,
  });
  return ok ? 0 : 1;
}
