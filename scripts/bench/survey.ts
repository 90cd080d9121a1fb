// Issue 4's benchmarks.
//  survey-response: POST /api/survey/response on PostgreSQL, 50 connections for 10 s, each
//    connection a different signed-in person; vs a bare node:http server answering the same bytes.
//    Targets: p99 < 25 ms, zero errors.
//  report-latency: time from POST /api/survey/submit to a ready report with the built-in writer,
//    for 10 people one after another. Target: under 1 s.
import autocannon from "autocannon";
import { api, signIn } from "../../src/server/test/harness.js";
import { answerSurvey } from "../../src/server/test/survey-helpers.js";
import {
  appendReport,
  createBenchDatabase,
  describeCommand,
  fmt,
  freePort,
  serverEnv,
  startAppServer,
  startChild,
  startCpuAccounting,
  verdict,
  waitForOk,
} from "./lib.js";

async function approvedPeople(baseUrl: string, count: number) {
  const admin = await signIn(baseUrl, { email: "admin@example.com" });
  const jars = [];
  for (let i = 0; i < count; i++) {
    const jar = await signIn(baseUrl, {
      email: `bench.person.${i}@example.in`,
      firstName: "Bench",
      lastName: `Person${i}`,
    });
    const me = (await api(baseUrl, jar, "GET", "/api/auth/user")).body as { id: string };
    await api(baseUrl, admin, "POST", `/api/admin/users/${me.id}/approve`);
    jars.push(jar);
  }
  return jars;
}

const BODY = JSON.stringify({
  questionId: "PERS_O1",
  response: 5,
  textResponse: null,
  booleanResponse: null,
  selectResponse: null,
});

async function drive(
  url: string,
  cookies: string[],
  connections: number,
  duration: number,
  method: "GET" | "POST" = "POST",
) {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    method,
    headers: { "content-type": "application/json" },
    ...(method === "POST" ? { body: BODY } : {}),
    // One signed-in person per connection, as on a real server.
    setupClient: (client: { setHeaders(h: Record<string, string>): void }) => {
      const cookie = cookies[next++ % Math.max(cookies.length, 1)];
      client.setHeaders({ "content-type": "application/json", ...(cookie ? { cookie } : {}) });
    },
  } as unknown as Parameters<typeof autocannon>[0]);
  return {
    reqPerSec: result.requests.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/** The app on a bench database; many sign-ins, so a generous sign-in rate limit. */
function startBenchServer(database: { url: string }, cpuProf = false) {
  return startAppServer({
    ...(cpuProf ? { nodeArgs: ["--cpu-prof", "--cpu-prof-dir=.reports/cpu-prof"] } : {}),
    label: "app",
    database,
    extraEnv: {
      SIGNIN_RATE_LIMIT_PER_MINUTE: "10000",
      ...(process.env.DATABASE_POOL_SIZE
        ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }
        : {}),
    },
  });
}

/** A bare node:http server answering `body` for every request, driven exactly like the app. */
async function driveBaseline(
  body: Buffer,
  path: string,
  opts: { connections: number; duration: number },
  method: "GET" | "POST",
) {
  const port = await freePort();
  const settings = {
    PORT: String(port),
    HOST: "127.0.0.1",
    BENCH_BODY_B64: body.toString("base64"),
    BENCH_CONTENT_TYPE: "application/json; charset=utf-8",
  };
  const args = ["scripts/bench/baseline-server.mjs"];
  console.log(
    `baseline: ${describeCommand({ ...settings, BENCH_BODY_B64: "<the body above>" }, "node", args)}`,
  );
  const child = startChild("baseline", process.execPath, args, serverEnv(settings));
  await waitForOk(`http://127.0.0.1:${port}/`, child, { timeoutMs: 10_000 });
  const figures = await drive(
    `http://127.0.0.1:${port}${path}`,
    [],
    opts.connections,
    opts.duration,
    method,
  );
  await child.stop();
  return figures;
}

export async function benchSurveyResponse(
  command: string,
  opts: { connections: number; duration: number; cpuProf?: boolean },
) {
  const database = await createBenchDatabase();
  const server = await startBenchServer(database, opts.cpuProf);
  console.log(`server: ${server.command}`);
  const jars = await approvedPeople(server.baseUrl, opts.connections);
  const cookies = jars.map((j) => j.header());
  const sample = await fetch(`${server.baseUrl}/api/survey/response`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: cookies[0]! },
    body: BODY,
  });
  const body = Buffer.from(await sample.arrayBuffer());
  console.log(`  body: ${body.toString()}`);
  const stopAccounting = startCpuAccounting(server.child.process.pid);
  const app = await drive(
    `http://127.0.0.1:${server.port}/api/survey/response`,
    cookies,
    opts.connections,
    opts.duration,
  );
  const cpu = stopAccounting();
  if (cpu) console.log(`  CPU-seconds during the load: ${JSON.stringify(cpu)}`);
  await server.child.stop();

  const baseline = await driveBaseline(body, "/api/survey/response", opts, "POST");

  const ratio = app.reqPerSec / baseline.reqPerSec;
  const ok = app.p99 < 25 && app.errors === 0 && app.non2xx === 0;
  for (const [name, f] of [
    ["app POST /api/survey/response", app],
    ["baseline node:http", baseline],
  ] as const) {
    console.log(
      `${name.padEnd(32)} ${fmt(f.reqPerSec, 0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.requests} requests, errors ${f.errors}, non-2xx ${f.non2xx}`,
    );
  }
  console.log(`ratio app/baseline: ${fmt(ratio, 3)}; p99 < 25 ms and no errors: ${verdict(ok)}`);
  appendReport("survey-response", command, { app, baseline, ratio });
  return ok ? 0 : 1;
}

export async function benchReportLatency(command: string, opts: { people: number }) {
  const database = await createBenchDatabase();
  const server = await startBenchServer(database);
  console.log(`server: ${server.command}`);
  const jars = await approvedPeople(server.baseUrl, opts.people);
  const times: number[] = [];
  for (const jar of jars) {
    await answerSurvey(server.baseUrl, jar, { PERS_O1: 6, PERS_C2: 2, ATT1: 6 });
    const started = performance.now();
    await api(server.baseUrl, jar, "POST", "/api/survey/submit", {});
    for (;;) {
      const res = await api(server.baseUrl, jar, "GET", "/api/personality-report");
      if ((res.body as { status?: string }).status === "ready") break;
      if (performance.now() - started > 10_000) throw new Error("report not ready within 10 s");
      await new Promise((r) => setTimeout(r, 5));
    }
    times.push(performance.now() - started);
  }
  await server.child.stop();
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const ok = sorted.at(-1)! < 1_000;
  console.log(
    `submit → report ready (built-in writer), ${times.length} people: ${times.map((t) => `${fmt(t, 0)} ms`).join(", ")}`,
  );
  console.log(
    `median ${fmt(median, 0)} ms, max ${fmt(sorted.at(-1)!, 0)} ms (target < 1000 ms) ${verdict(ok)}`,
  );
  appendReport("report-latency", command, { times, median });
  return ok ? 0 : 1;
}

/** GET /api/personality-report for a person with a ready report, vs node:http with the same bytes. */
export async function benchReportRead(
  command: string,
  opts: { connections: number; duration: number },
) {
  const database = await createBenchDatabase();
  const server = await startBenchServer(database);
  console.log(`server: ${server.command}`);
  const [jar] = await approvedPeople(server.baseUrl, 1);
  await answerSurvey(server.baseUrl, jar!, { PERS_O1: 6, ATT1: 6 });
  await api(server.baseUrl, jar!, "POST", "/api/survey/submit", {});
  for (;;) {
    const res = await api(server.baseUrl, jar!, "GET", "/api/personality-report");
    if ((res.body as { status?: string }).status === "ready") break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const cookie = jar!.header();
  const body = Buffer.from(
    await (
      await fetch(`${server.baseUrl}/api/personality-report`, { headers: { cookie } })
    ).arrayBuffer(),
  );
  console.log(`  body: ${body.length} bytes`);
  const app = await drive(
    `http://127.0.0.1:${server.port}/api/personality-report`,
    [cookie],
    opts.connections,
    opts.duration,
    "GET",
  );
  await server.child.stop();
  const baseline = await driveBaseline(body, "/api/personality-report", opts, "GET");
  const ratio = app.reqPerSec / baseline.reqPerSec;
  for (const [name, f] of [
    ["app GET /api/personality-report", app],
    ["baseline node:http", baseline],
  ] as const) {
    console.log(
      `${name.padEnd(34)} ${fmt(f.reqPerSec, 0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.requests} requests, errors ${f.errors}, non-2xx ${f.non2xx}`,
    );
  }
  console.log(`ratio app/baseline: ${fmt(ratio, 3)}`);
  appendReport("report-read", command, { app, baseline, ratio });
  return app.errors === 0 && app.non2xx === 0 ? 0 : 1;
}
