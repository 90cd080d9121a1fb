// Time from spawning the server until GET /readyz answers 200, with an existing embedded
// (PGlite) database: five times `node dist/server/main.js`, once `npm start`.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  appendReport,
  type Child,
  describeCommand,
  fmt,
  freePort,
  onCleanup,
  requireServerBuild,
  root,
  serverEnv,
  startChild,
  waitForOk,
} from "./lib.js";

const RUNS = 5;
const POLL_MS = 20;

/** Same test as `scripts/build.mjs --if-stale`: is any input newer than dist/.build-stamp? */
function buildStaleness(): string | null {
  const stamp = join(root, "dist", ".build-stamp");
  if (!existsSync(stamp)) return "dist/.build-stamp is missing (no complete `npm run build` yet)";
  const built = statSync(stamp).mtimeMs;
  let newest = { path: "", mtime: 0 };
  const walk = (path: string) => {
    if (!existsSync(path)) return;
    const st = statSync(path);
    if (st.mtimeMs > newest.mtime) newest = { path, mtime: st.mtimeMs };
    if (st.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  for (const p of ["src", "package-lock.json", "vite.config.ts", "scripts/build.mjs"])
    walk(join(root, p));
  return newest.mtime > built
    ? `${newest.path.slice(root.length + 1)} is newer than the last build`
    : null;
}

async function timeUntilReady(
  label: string,
  command: string,
  args: string[],
  settings: Record<string, string>,
  timeoutMs: number,
): Promise<{ ms: number; stopMs: number; exitCode: number | null; forced: boolean; child: Child }> {
  const url = `http://127.0.0.1:${settings.PORT}/readyz`;
  const t0 = performance.now();
  const child = startChild(label, command, args, serverEnv(settings));
  await waitForOk(url, child, { timeoutMs, intervalMs: POLL_MS });
  const ms = performance.now() - t0;
  const s0 = performance.now();
  const stopped = await child.stop();
  return {
    ms,
    stopMs: performance.now() - s0,
    exitCode: stopped.code,
    forced: stopped.forced,
    child,
  };
}

export async function benchColdStart(
  command: string,
  opts: { allowRebuild: boolean },
): Promise<boolean> {
  console.log(`command: ${command}`);
  requireServerBuild();
  const tmp = mkdtempSync(join(tmpdir(), "psyche-bench-cold-"));
  onCleanup(`remove ${tmp}`, async () => rmSync(tmp, { recursive: true, force: true }));
  const dataDir = join(tmp, "data");
  const settingsFor = (port: number): Record<string, string> => ({
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  });
  const args = ["dist/server/main.js"];
  const shown = (command: string, argv: string[]) =>
    describeCommand(settingsFor(0), command, argv).replaceAll(/PORT=0|localhost:0/g, (m) =>
      m.replace("0", "<free port>"),
    );

  // 0. Create the embedded database once (initdb + migrations), then stop.
  const first = await timeUntilReady(
    "first start",
    process.execPath,
    args,
    settingsFor(await freePort()),
    180_000,
  );
  console.log(`server: ${shown("node", args)}`);
  console.log(
    `  first start (creates the embedded database in DATA_DIR): ${fmt(first.ms, 0)} ms to /readyz 200; SIGTERM → exit ${first.exitCode} in ${fmt(first.stopMs, 0)} ms${first.forced ? " (SIGKILL needed)" : ""}`,
  );
  if (existsSync(join(dataDir, "server.lock")))
    throw new Error("the server left its lock file behind");

  // 1. Once through `npm start` (build check first, then the same server), right after the
  //    set-up so that the build is as fresh as possible (others may be editing src/).
  let npmStart: Record<string, unknown> = { skipped: true };
  const stale = buildStaleness();
  console.log(`\nnpm start (runs \`node scripts/build.mjs --if-stale\` first):`);
  if (stale && !opts.allowRebuild) {
    console.log(
      `  SKIPPED: the build is stale (${stale}), so npm start would rebuild everything first and the figure would measure a build. Run \`npm run build\` and retry, or pass --allow-rebuild.`,
    );
    npmStart = { skipped: true, reason: stale };
  } else {
    if (stale) console.log(`  note: the build is stale (${stale}); this includes a rebuild`);
    const port = await freePort();
    const stampPath = join(root, "dist", ".build-stamp");
    const stampBefore = existsSync(stampPath) ? statSync(stampPath).mtimeMs : 0;
    const r = await timeUntilReady("npm start", "npm", ["start"], settingsFor(port), 600_000);
    const rebuilt = (existsSync(stampPath) ? statSync(stampPath).mtimeMs : 0) !== stampBefore;
    if (rebuilt && !stale) {
      console.log(
        "  NOTE: npm start rebuilt (a source changed meanwhile): this figure includes a build",
      );
    }
    console.log(`  ${describeCommand(settingsFor(port), "npm", ["start"])}`);
    console.log(
      `  npm start: ${fmt(r.ms, 0)} ms to /readyz 200 (SIGTERM to npm, sh and node → stopped in ${fmt(r.stopMs, 0)} ms${r.forced ? ", SIGKILL needed" : ""})`,
    );
    // The build check alone, for the breakdown (only while fresh: a stale check would build).
    const stillFresh = buildStaleness() === null;
    const t0 = performance.now();
    let checkMs: number | null = null;
    if (stillFresh) {
      const check = startChild(
        "build check",
        process.execPath,
        ["scripts/build.mjs", "--if-stale"],
        process.env,
      );
      const exit = await check.exited;
      checkMs = performance.now() - t0;
      console.log(
        `  of which \`node scripts/build.mjs --if-stale\` alone takes ~${fmt(checkMs, 0)} ms (exit ${exit.code})`,
      );
    }
    npmStart = { skipped: false, ms: r.ms, buildCheckMs: checkMs, stale, rebuilt };
  }

  // 2. Five cold starts of the built server on the existing database.
  console.log(`\nspawn → GET /readyz 200 (polled every ${POLL_MS} ms), ${RUNS} runs:`);
  const runs: number[] = [];
  const stops: number[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const r = await timeUntilReady(
      `run ${i}`,
      process.execPath,
      args,
      settingsFor(await freePort()),
      60_000,
    );
    runs.push(r.ms);
    stops.push(r.stopMs);
    console.log(
      `  run ${i}: ${fmt(r.ms, 0)} ms   (SIGTERM → exit ${r.exitCode} in ${fmt(r.stopMs, 0)} ms${r.forced ? ", SIGKILL needed" : ""})`,
    );
  }
  const sorted = [...runs].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const min = sorted[0]!;
  console.log(
    `  median ${fmt(median, 0)} ms, min ${fmt(min, 0)} ms, max ${fmt(sorted.at(-1)!, 0)} ms`,
  );

  appendReport("cold-start", command, {
    server: shown("node", args),
    pollMs: POLL_MS,
    firstStartMs: first.ms,
    runsMs: runs,
    stopMs: stops,
    medianMs: median,
    minMs: min,
    npmStart,
  });
  return true;
}
