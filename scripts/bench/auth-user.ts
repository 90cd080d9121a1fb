// GET /api/auth/user under load (a signed-in session), against a bare node:http server that
// answers the same bytes. Target: app req/s ≥ 30 % of the baseline's, and no errors.
import autocannon, { type Result } from "autocannon";
import { signIn } from "../../src/server/test/harness.js";
import {
  appendReport,
  type CpuSplit,
  createBenchDatabase,
  describeCommand,
  fmt,
  freePort,
  serverEnv,
  startAppServer,
  startChild,
  startCpuAccounting,
  tail,
  verdict,
  waitForOk,
} from "./lib.js";

const TARGET_RATIO = 0.3;

export interface LoadOptions {
  connections: number;
  duration: number;
  warmup: number;
  /** Run the app with `node --cpu-prof` (profile written to .reports/cpu-prof/ when it stops). */
  cpuProf: boolean;
}

interface Figures {
  reqPerSecMean: number;
  reqPerSecStddev: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  latencyMaxMs: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  throughputBytesPerSec: number;
  cpu: CpuSplit | null;
}

const figures = (r: Result, cpu: CpuSplit | null): Figures => ({
  reqPerSecMean: r.requests.mean,
  reqPerSecStddev: r.requests.stddev,
  latencyP50Ms: r.latency.p50,
  latencyP99Ms: r.latency.p99,
  latencyMeanMs: r.latency.mean,
  latencyMaxMs: r.latency.max,
  requests: r.requests.total,
  errors: r.errors,
  timeouts: r.timeouts,
  non2xx: r.non2xx,
  statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([k, v]) => [k, v.count])),
  throughputBytesPerSec: r.throughput.mean,
  cpu,
});

async function drive(
  name: string,
  url: string,
  headers: Record<string, string>,
  o: LoadOptions,
  serverPid: number | undefined,
): Promise<Figures> {
  const options = { url, connections: o.connections, pipelining: 1, timeout: 10, headers };
  if (o.warmup > 0) {
    const w = await autocannon({ ...options, duration: o.warmup });
    console.log(
      `  ${name} warm-up ${o.warmup} s (not counted): ${fmt(w.requests.mean, 0)} req/s, errors ${w.errors}, non-2xx ${w.non2xx}`,
    );
  }
  const shown = { ...options, duration: o.duration, headers: Object.keys(headers) };
  console.log(`  ${name} autocannon(${JSON.stringify(shown)})`);
  const cpuSince = startCpuAccounting(serverPid);
  const result = await autocannon({ ...options, duration: o.duration });
  const cpu = cpuSince();
  if (cpu) {
    const s = (n: number) => n.toFixed(2);
    console.log(
      `  ${name} CPU-seconds during the ${o.duration} s: server ${s(cpu.server)}, postgres ${s(cpu.postgres)}, autocannon ${s(cpu.loadGenerator)}, kernel irq ${s(cpu.kernelIrq)}, other ${s(cpu.other)} (machine busy ${s(cpu.busy)} of ${s(cpu.capacity)})`,
    );
  }
  return figures(result, cpu);
}

function printTable(rows: Array<[string, Figures]>): void {
  const head = [
    "target".padEnd(26),
    "req/s mean".padStart(11),
    "±stddev".padStart(9),
    "p50 ms".padStart(8),
    "p99 ms".padStart(8),
    "mean ms".padStart(8),
    "max ms".padStart(8),
    "requests".padStart(9),
    "errors".padStart(7),
    "timeouts".padStart(9),
    "non-2xx".padStart(8),
    "srv CPU µs/req".padStart(15),
  ];
  console.log(head.join(" "));
  for (const [name, f] of rows) {
    console.log(
      [
        name.padEnd(26),
        fmt(f.reqPerSecMean, 1).padStart(11),
        fmt(f.reqPerSecStddev, 1).padStart(9),
        fmt(f.latencyP50Ms, 0).padStart(8),
        fmt(f.latencyP99Ms, 0).padStart(8),
        fmt(f.latencyMeanMs, 2).padStart(8),
        fmt(f.latencyMaxMs, 0).padStart(8),
        String(f.requests).padStart(9),
        String(f.errors).padStart(7),
        String(f.timeouts).padStart(9),
        String(f.non2xx).padStart(8),
        (f.cpu ? fmt((f.cpu.server * 1e6) / f.requests, 0) : "n/a").padStart(15),
      ].join(" "),
    );
  }
}

export async function benchAuthUser(command: string, o: LoadOptions): Promise<boolean> {
  console.log(`command: ${command}`);
  console.log(
    `load: ${o.connections} connections, ${o.duration} s each (after a ${o.warmup} s warm-up), app first, then the baseline; never concurrently\n`,
  );

  // 1. The app, against a fresh PostgreSQL database, with one signed-in user.
  const database = await createBenchDatabase();
  console.log(`database: ${database.name} (fresh, migrated by the server at start-up)`);
  const app = await startAppServer({
    label: "app",
    database: { url: database.url },
    nodeArgs: o.cpuProf ? ["--cpu-prof", "--cpu-prof-dir=.reports/cpu-prof"] : [],
  });
  console.log(`server: ${app.command}`);
  console.log(`  ready in ${fmt(app.readyMs, 0)} ms (GET /readyz → 200)`);

  const who = { email: "bench.user@example.com", firstName: "Bench", lastName: "User" };
  const jar = await signIn(app.baseUrl, who);
  const cookie = jar.header();
  const target = `http://127.0.0.1:${app.port}/api/auth/user`;
  const check = await fetch(target, { headers: { cookie } });
  const body = Buffer.from(await check.arrayBuffer());
  const contentType = check.headers.get("content-type") ?? "application/json";
  if (check.status !== 200) {
    throw new Error(`GET /api/auth/user answered ${check.status} after sign-in: ${body}`);
  }
  const headerBytes = [...check.headers].reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
  console.log(`signed in ${who.email} through the embedded OpenID provider (harness signIn)`);
  console.log(
    `  GET /api/auth/user → 200, ${contentType}, body ${body.length} bytes, ~${headerBytes} bytes of response headers`,
  );
  console.log(`  body: ${body.toString("utf8")}`);

  const appFigures = await drive("app", target, { cookie }, o, app.child.process.pid);
  const after = await fetch(target, { headers: { cookie } });
  await after.arrayBuffer();
  console.log(`  after the load: GET /api/auth/user → ${after.status}`);
  const appOutput = app.child.output();
  const appStop = await app.child.stop();
  console.log(
    `  app stopped (exit code ${appStop.code}${appStop.forced ? ", had to SIGKILL" : ""}); it wrote ${appOutput.length} log line(s) at LOG_LEVEL=warn`,
  );
  if (appOutput.length > 0) console.log(tail(app.child, 10));
  if (o.cpuProf) console.log("  CPU profile (start-up included) written to .reports/cpu-prof/");

  // 2. The baseline: node:http in its own process, same bytes and content-type.
  const port = await freePort();
  const settings = {
    PORT: String(port),
    HOST: "127.0.0.1",
    BENCH_BODY_B64: body.toString("base64"),
    BENCH_CONTENT_TYPE: contentType,
  };
  const baselineArgs = ["scripts/bench/baseline-server.mjs"];
  const baselineCommand = describeCommand(
    { ...settings, BENCH_BODY_B64: "<the body above, base64>" },
    "node",
    baselineArgs,
  );
  console.log(`\nbaseline: ${baselineCommand}`);
  const baseline = startChild("baseline", process.execPath, baselineArgs, serverEnv(settings));
  const baseUrl = `http://127.0.0.1:${port}/api/auth/user`;
  await waitForOk(baseUrl, baseline, { timeoutMs: 10_000 });
  const same = Buffer.from(await (await fetch(baseUrl)).arrayBuffer());
  if (!same.equals(body)) throw new Error("the baseline does not answer the same bytes");
  const baselineFigures = await drive("baseline", baseUrl, { cookie }, o, baseline.process.pid);
  await baseline.stop();

  // 3. Verdict.
  console.log("");
  printTable([
    ["app GET /api/auth/user", appFigures],
    ["baseline node:http", baselineFigures],
  ]);
  const ratio = appFigures.reqPerSecMean / baselineFigures.reqPerSecMean;
  const clean = appFigures.errors === 0 && appFigures.timeouts === 0 && appFigures.non2xx === 0;
  const baselineClean = baselineFigures.errors === 0 && baselineFigures.non2xx === 0;
  const pass = ratio >= TARGET_RATIO && clean && baselineClean;
  console.log(
    `\nratio app/baseline req/s: ${fmt(ratio, 3)} (target ≥ ${TARGET_RATIO}) ${verdict(ratio >= TARGET_RATIO)}`,
  );
  console.log(
    `app errors ${appFigures.errors}, timeouts ${appFigures.timeouts}, non-2xx ${appFigures.non2xx} (target 0) ${verdict(clean)}`,
  );
  if (!baselineClean) console.log("baseline had errors: the measurement is not valid");
  for (const [name, f] of [
    ["app", appFigures],
    ["baseline", baselineFigures],
  ] as const) {
    if (f.cpu && f.cpu.other > 0.1 * f.cpu.capacity) {
      console.log(
        `WARNING: during the ${name} load other processes used ${f.cpu.other.toFixed(1)} of ${f.cpu.capacity.toFixed(1)} CPU-seconds: the machine was not quiet and req/s (so the ratio) is unreliable; compare "srv CPU µs/req", or re-run.`,
      );
    }
  }
  console.log(`auth-user: ${verdict(pass)}`);

  appendReport("auth-user", command, {
    options: o,
    server: app.command,
    baseline: baselineCommand,
    bodyBytes: body.length,
    app: appFigures,
    baselineFigures,
    ratio,
    target: { ratio: TARGET_RATIO, errors: 0 },
    pass,
  });
  return pass;
}
