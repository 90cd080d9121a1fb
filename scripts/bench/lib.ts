// Shared plumbing for the benchmarks: child processes that are always cleaned up, readiness
// polling, throw-away PostgreSQL databases and the .reports/bench.jsonl record.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { cpus, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon, { type RequestSpec } from "autocannon";
import { databaseUrl, withAdminClient } from "../../src/server/test/databases.js";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const reportsDir = join(root, ".reports");
export const serverEntry = join(root, "dist", "server", "main.js");

// ---------------------------------------------------------------------------------------------
// Clean-up registry: every resource registers an undo step; they run in reverse order at the
// end of a sub-command, on failure, and on Ctrl-C / SIGTERM.

type Cleanup = { label: string; run: () => Promise<void> };
const cleanups: Cleanup[] = [];
const liveChildren = new Set<ChildProcess>();

export function onCleanup(label: string, run: () => Promise<void>): () => void {
  const entry = { label, run };
  cleanups.push(entry);
  return () => {
    const i = cleanups.indexOf(entry);
    if (i >= 0) cleanups.splice(i, 1);
  };
}

export async function runCleanups(): Promise<void> {
  while (cleanups.length > 0) {
    const entry = cleanups.pop()!;
    try {
      await withTimeout(entry.run(), 20_000, `clean-up "${entry.label}"`);
    } catch (error) {
      console.error(`clean-up "${entry.label}" failed: ${(error as Error).message}`);
    }
  }
}

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping children and cleaning up…`);
    void runCleanups().finally(() => process.exit(130));
  });
}
// Last resort (e.g. process.exit from elsewhere): no async work possible, so kill hard.
process.on("exit", () => {
  for (const child of liveChildren) killTree(child, "SIGKILL");
});

export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// Child processes

/** Pids of every descendant of `pid` (children, grandchildren…), from `ps`. */
function descendants(pid: number): number[] {
  let table: string;
  try {
    table = execFileSync("ps", ["-eo", "pid=,ppid="], { encoding: "utf8" });
  } catch {
    return [];
  }
  const byParent = new Map<number, number[]>();
  for (const line of table.split("\n")) {
    const [p, pp] = line.trim().split(/\s+/).map(Number);
    if (!p || pp === undefined) continue;
    byParent.set(pp, [...(byParent.get(pp) ?? []), p]);
  }
  const out: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const c of byParent.get(queue.shift()!) ?? []) {
      out.push(c);
      queue.push(c);
    }
  }
  return out;
}

/** Running (a zombie waiting to be reaped counts as gone). */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true;
  }
};

/** Signals the child and all of its descendants, by pid (never by name). */
function killTree(child: ChildProcess, signal: NodeJS.Signals, extra: number[] = []): void {
  const pids = new Set(extra);
  const running = child.exitCode === null && child.signalCode === null;
  if (child.pid && running) for (const pid of [child.pid, ...descendants(child.pid)]) pids.add(pid);
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

export interface Child {
  process: ChildProcess;
  /** The last lines the child wrote (stdout and stderr interleaved). */
  output(): string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  hasExited(): boolean;
  /** SIGTERM the tree, wait up to `graceMs` for every process of it to go, then SIGKILL. */
  stop(
    graceMs?: number,
  ): Promise<{ code: number | null; signal: NodeJS.Signals | null; forced: boolean }>;
}

export function startChild(
  label: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  opts: { keepLines?: number; echo?: boolean } = {},
): Child {
  const keep = opts.keepLines ?? 200;
  const lines: string[] = [];
  const proc = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  liveChildren.add(proc);
  let done = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    proc.once("exit", (code, signal) => {
      done = true;
      liveChildren.delete(proc);
      resolve({ code, signal });
    });
    proc.once("error", (error) => {
      lines.push(`[spawn error] ${error.message}`);
      done = true;
      liveChildren.delete(proc);
      resolve({ code: -1, signal: null });
    });
  });
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (line === "") continue;
      lines.push(line);
      if (opts.echo) console.log(`  [${label}] ${line}`);
    }
    if (lines.length > keep) lines.splice(0, lines.length - keep);
  };
  proc.stdout?.on("data", collect);
  proc.stderr?.on("data", collect);

  const stop = async (graceMs = 10_000) => {
    // Remember the grandchildren now: once their parent exits they are re-parented.
    const tree = proc.pid ? descendants(proc.pid) : [];
    if (!done || tree.some(alive)) killTree(proc, "SIGTERM", tree.filter(alive));
    const deadline = Date.now() + graceMs;
    let forced = false;
    while (Date.now() < deadline && (!done || tree.some(alive))) await sleep(25);
    if (!done || tree.some(alive)) {
      forced = true;
      killTree(proc, "SIGKILL", tree.filter(alive));
    }
    const result = await withTimeout(exited, 5_000, `${label} exit after SIGKILL`);
    return { ...result, forced };
  };
  const child: Child = {
    process: proc,
    output: () => [...lines],
    exited,
    hasExited: () => done,
    stop,
  };
  onCleanup(`stop ${label}`, async () => {
    if (!done) await stop();
  });
  return child;
}

/** One GET with its own connection; resolves with the status code or null on any failure. */
export function getStatus(url: string, timeoutMs = 1_000): Promise<number | null> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? null));
      res.on("error", () => resolve(null));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve(null));
  });
}

/**
 * Polls `url` every `intervalMs` until it answers 200; fails when the child exits first or the
 * timeout passes (with the child's last output in the message).
 */
export async function waitForOk(
  url: string,
  child: Child,
  { timeoutMs = 60_000, intervalMs = 20 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.hasExited()) {
      const { code, signal } = await child.exited;
      throw new Error(
        `server exited (code ${code}, signal ${signal}) before ${url} answered 200:\n${tail(child)}`,
      );
    }
    if ((await getStatus(url)) === 200) return;
    await sleep(intervalMs);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${tail(child)}`);
}

export const tail = (child: Child, n = 30) =>
  child
    .output()
    .slice(-n)
    .map((l) => `    ${l}`)
    .join("\n") || "    (no output)";

/** The environment of a server child: ours minus every app setting, plus `settings`. */
export function serverEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const appKeys = [
    "NODE_ENV",
    "PORT",
    "HOST",
    "PUBLIC_URL",
    "DATABASE_URL",
    "DATABASE_POOL_SIZE",
    "DATA_DIR",
    "SESSION_SECRET",
    "SUPER_ADMIN_EMAILS",
    "GOOGLE_CLIENT_ID",
    "GOOGLE_CLIENT_SECRET",
    "OIDC_ISSUER",
    "SIGNIN_RATE_LIMIT_PER_MINUTE",
    "TRUST_PROXY",
    "SUPPORT_EMAIL",
    "LOG_LEVEL",
  ];
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of appKeys) delete env[key];
  return { ...env, ...settings };
}

/** `KEY=value … node dist/server/main.js`, for printing the exact command. */
export function describeCommand(
  settings: Record<string, string>,
  command: string,
  args: string[],
): string {
  const quote = (s: string) => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replaceAll("'", "'\\''")}'`);
  const env = Object.entries(settings).map(([k, v]) => `${k}=${quote(v)}`);
  return [...env, command, ...args.map(quote)].join(" ");
}

export function requireServerBuild(): void {
  if (!existsSync(serverEntry)) {
    throw new Error(
      "dist/server/main.js is missing: run `npm run build` first (or only its server step when the web app does not build yet).",
    );
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: a fresh, empty database per run (the server migrates it at start-up)

const BENCH_DB_PREFIX = "psyche_bench_";

export async function createBenchDatabase(): Promise<{ name: string; url: string }> {
  // Leftovers of interrupted runs: the creator's pid is in the name; drop only orphans.
  await withAdminClient(async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'psyche\\_bench\\_%'",
    );
    for (const { datname } of rows) {
      const pid = Number(datname.slice(BENCH_DB_PREFIX.length).split("_")[0]);
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) continue;
      await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      console.log(`dropped leftover database ${datname}`);
    }
  });
  const name = `${BENCH_DB_PREFIX}${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdminClient((c) => c.query(`CREATE DATABASE ${name}`));
  onCleanup(`drop database ${name}`, async () => {
    await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    console.log(`dropped database ${name}`);
  });
  return { name, url: databaseUrl(name) };
}

// ---------------------------------------------------------------------------------------------
// Reporting

export function invocation(args: string[]): string {
  return `npm run bench -- ${args.join(" ")}`.trim();
}

function git(args: string[]): string | null {
  try {
    return execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
  } catch {
    return null;
  }
}

export function appendReport(bench: string, command: string, data: Record<string, unknown>): void {
  mkdirSync(reportsDir, { recursive: true });
  const status = git(["status", "--porcelain"]);
  const record = {
    at: new Date().toISOString(),
    bench,
    command,
    commit: git(["rev-parse", "--short", "HEAD"]),
    dirty: status === null ? null : status.length > 0,
    node: process.version,
    cpus: cpus().length,
    ...data,
  };
  appendFileSync(join(reportsDir, "bench.jsonl"), `${JSON.stringify(record)}\n`);
  console.log(`appended to .reports/bench.jsonl`);
}

export const verdict = (ok: boolean) => (ok ? "PASS" : "FAIL");
export const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : String(n));

// ---------------------------------------------------------------------------------------------
// The built server as a child process

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface AppServer {
  child: Child;
  port: number;
  /** http://localhost:PORT, the PUBLIC_URL (the embedded sign-in provider's issuer lives there). */
  baseUrl: string;
  /** The printable command line that started it. */
  command: string;
  /** Milliseconds from spawn until /readyz answered 200. */
  readyMs: number;
}

/** Starts `node dist/server/main.js` on a free loopback port and waits for /readyz. */
export async function startAppServer(opts: {
  label: string;
  database: { url: string } | { dataDir: string };
  extraEnv?: Record<string, string>;
  /** Extra node flags before the script (e.g. --cpu-prof). */
  nodeArgs?: string[];
  readyTimeoutMs?: number;
}): Promise<AppServer> {
  requireServerBuild();
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const settings: Record<string, string> = {
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    ...("url" in opts.database
      ? { DATABASE_URL: opts.database.url }
      : { DATA_DIR: opts.database.dataDir }),
    LOG_LEVEL: "warn",
    ...opts.extraEnv,
  };
  const args = [...(opts.nodeArgs ?? []), "dist/server/main.js"];
  const command = describeCommand(settings, "node", args);
  const started = performance.now();
  const child = startChild(opts.label, process.execPath, args, serverEnv(settings));
  await waitForOk(`http://127.0.0.1:${port}/readyz`, child, {
    timeoutMs: opts.readyTimeoutMs ?? 60_000,
  });
  return { child, port, baseUrl, command, readyMs: performance.now() - started };
}

// ---------------------------------------------------------------------------------------------
// CPU accounting from /proc (Linux): who used the two cores during a measurement. A noisy
// neighbour shows up as "other".

const CLK_TCK = 100;

/** CPU ticks (user + system) of every matching process, by pid. */
function processTicks(match: (pid: number, comm: string) => boolean): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      if (!match(Number(entry), comm)) continue;
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks.set(Number(entry), Number(fields[11]) + Number(fields[12])); // utime + stime
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks;
}

/** CPU-seconds used since `before` by the processes alive now (a process that ended is lost). */
function cpuSecondsSince(before: Map<number, number>, now: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, t] of now) ticks += t - (before.get(pid) ?? 0);
  return ticks / CLK_TCK;
}

function machineCpuSeconds(): { total: number; idle: number; irq: number } {
  const fields = readFileSync("/proc/stat", "utf8")
    .split("\n")[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  return {
    total: total / CLK_TCK,
    idle: (fields[3]! + fields[4]!) / CLK_TCK,
    irq: (fields[5]! + fields[6]!) / CLK_TCK,
  };
}

export interface CpuSplit {
  /** CPU-seconds used during the measurement by each party, and by the whole machine. */
  server: number;
  postgres: number;
  loadGenerator: number;
  /** Kernel interrupt and softirq time (loopback networking lands here), not owned by a process. */
  kernelIrq: number;
  /** Everything else: other people's processes, mostly. */
  other: number;
  busy: number;
  capacity: number;
}

/** Starts counting; the returned function gives the split since then. */
export function startCpuAccounting(serverPid: number | undefined): () => CpuSplit | null {
  if (!existsSync("/proc/stat")) return () => null;
  const server = () => processTicks((pid) => pid === serverPid);
  const postgres = () => processTicks((_, comm) => comm === "postgres");
  const s0 = server();
  const p0 = postgres();
  const self0 = process.cpuUsage();
  const m0 = machineCpuSeconds();
  return () => {
    const self = process.cpuUsage(self0);
    const m1 = machineCpuSeconds();
    const split = {
      server: cpuSecondsSince(s0, server()),
      postgres: cpuSecondsSince(p0, postgres()),
      loadGenerator: (self.user + self.system) / 1e6,
      kernelIrq: m1.irq - m0.irq,
      busy: m1.total - m0.total - (m1.idle - m0.idle),
      capacity: m1.total - m0.total,
      other: 0,
    };
    split.other = Math.max(
      0,
      split.busy - split.server - split.postgres - split.loadGenerator - split.kernelIrq,
    );
    return split;
  };
}

// ---------------------------------------------------------------------------------------------
// Latency from every response (autocannon's own histogram has coarse buckets)

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

export interface LatencyFigures {
  /** Responses per second, all of them. */
  reqPerSec: number;
  /** Counted responses (default: 2xx) per second, and their latency percentiles in ms. */
  countedPerSec: number;
  counted: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Every response by status code. */
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/**
 * Drives `url` with autocannon and keeps the latency of every counted response, so that the
 * percentiles come from all of them. `requests` (with `setupRequest`) varies each request.
 */
export async function driveLatencies(opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: RequestSpec[];
  counted?: (status: number) => boolean;
}): Promise<LatencyFigures> {
  const counted = opts.counted ?? ((status: number) => status >= 200 && status < 300);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const instance = autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.duration,
    ...(opts.headers ? { headers: opts.headers } : {}),
    ...(opts.requests ? { requests: opts.requests } : {}),
  });
  instance.on("response", (_client, status, _bytes, responseTime) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (counted(status)) latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    reqPerSec: result.requests.mean,
    countedPerSec: latencies.length / (result.duration || opts.duration),
    counted: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The load average and how busy the two cores were: shared machines make figures noisy. */
export function machineLoad(): string {
  const [one, five] = loadavg();
  return `load average ${fmt(one ?? 0)} (1 min), ${fmt(five ?? 0)} (5 min) on ${cpus().length} cores`;
}
