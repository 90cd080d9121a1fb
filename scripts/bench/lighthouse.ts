// Lighthouse 12 (mobile preset) on one page of the built app, served by the real server.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import {
  appendReport,
  createBenchDatabase,
  describeCommand,
  fmt,
  reportsDir,
  root,
  startAppServer,
  startChild,
  tail,
  verdict,
  withTimeout,
} from "./lib.js";

const LIGHTHOUSE = "lighthouse@12.2.3";
const CHROME_PATH = "/usr/bin/chromium";
const CHROME_FLAGS =
  "--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";
const TIMEOUT_MS = 10 * 60_000; // the first run also downloads Lighthouse through npx

const TARGETS: Record<string, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 95,
  seo: 100,
};
const METRICS: Array<[string, string]> = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "SI"],
];

interface Audit {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { items?: Array<Record<string, unknown>> };
}

/** A one-line summary of an audit's detail item (what failed, where). */
function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { snippet?: string; selector?: string } | undefined;
  const location = item.sourceLocation as { url?: string } | undefined;
  const parts = [
    item.description,
    location?.url ?? item.url ?? item.source,
    node?.selector,
    node?.snippet,
    item.wastedBytes !== undefined ? `${item.wastedBytes} B could be saved` : undefined,
  ].filter((p): p is string => typeof p === "string" && p.length > 0);
  return parts.join(" — ").replace(/\s+/g, " ").slice(0, 240);
}
interface Lhr {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<
    string,
    { title: string; score: number | null; auditRefs: Array<{ id: string; weight: number }> }
  >;
  audits: Record<string, Audit>;
}

export const reportName = (path: string) =>
  path.replace(/^\/+|\/+$/g, "").replace(/[^\w-]+/g, "_") || "index";

export async function benchLighthouse(command: string, requestedPath: string): Promise<boolean> {
  let path = requestedPath;
  console.log(`command: ${command}`);
  if (!path.startsWith("/")) throw new Error(`the url path must start with "/": ${path}`);
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `${CHROME_PATH} is missing (apt-get install -y chromium); Lighthouse cannot run`,
    );
  }
  if (!existsSync(join(root, "dist", "client", "index.html"))) {
    throw new Error(
      "the web app is not built (dist/client/index.html missing): run `npm run build`",
    );
  }
  if (!existsSync(join(root, "dist", "pages"))) {
    console.log(
      "WARNING: dist/pages is missing: public pages will be served as the bare app shell",
    );
  }

  const database = await createBenchDatabase();
  const app = await startAppServer({ label: "app", database: { url: database.url } });
  console.log(`server: ${app.command}`);

  // Issue 5: the report of a signed-in person, and a shared report, with real data behind them.
  const extraHeaders: Record<string, string> = {};
  const targets = { ...TARGETS };
  if (path === "/personality-report" || path === "/shared-report") {
    const { signIn, api } = await import("../../src/server/test/harness.js");
    const { answerSurvey, waitForReport } = await import("../../src/server/test/survey-helpers.js");
    const admin = await signIn(app.baseUrl, { email: "admin@example.com" });
    const jar = await signIn(app.baseUrl, {
      email: "lighthouse@example.in",
      firstName: "Asha",
      lastName: "Menon",
    });
    const me = (await api(app.baseUrl, jar, "GET", "/api/auth/user")).body as { id: string };
    await api(app.baseUrl, admin, "POST", `/api/admin/users/${me.id}/approve`);
    await answerSurvey(app.baseUrl, jar, { PERS_O1: 6, PERS_C2: 6, PERS_E1: 3, ATT1: 5 });
    await api(app.baseUrl, jar, "POST", "/api/survey/submit", {});
    await waitForReport(app.baseUrl, jar);
    targets.performance = 90;
    delete targets["best-practices"];
    delete targets.seo;
    if (path === "/personality-report") {
      extraHeaders.cookie = jar.header();
    } else {
      const shared = await api(
        app.baseUrl,
        jar,
        "POST",
        "/api/personality-report/generate-share-token",
      );
      path = `/shared-report/${(shared.body as { shareToken: string }).shareToken}`;
    }
    console.log(`  data: a signed-in person with a ready report; page ${path}`);
  }

  const url = `${app.baseUrl}${path}`;
  const name = reportName(path);
  const outputPath = join(reportsDir, `lighthouse-${name}.json`);
  rmSync(outputPath, { force: true });
  const args = [
    "--yes",
    LIGHTHOUSE,
    url,
    `--chrome-flags=${CHROME_FLAGS}`,
    "--only-categories=performance,accessibility,best-practices,seo",
    "--output=json",
    `--output-path=.reports/lighthouse-${name}.json`,
    "--quiet",
    ...(Object.keys(extraHeaders).length > 0
      ? [`--extra-headers=${JSON.stringify(extraHeaders)}`]
      : []),
  ];
  // The printed command shows where the cookie goes, never the session itself.
  const lhCommand = describeCommand(
    { CHROME_PATH },
    "npx",
    args.map((a) =>
      a.startsWith("--extra-headers=")
        ? '--extra-headers=\'{"cookie":"<the person\'s session>"}\''
        : a,
    ),
  );
  console.log(`lighthouse: ${lhCommand}`);
  const started = performance.now();
  const lh = startChild("lighthouse", "npx", args, { ...process.env, CHROME_PATH });
  let exit: Awaited<typeof lh.exited>;
  try {
    exit = await withTimeout(lh.exited, TIMEOUT_MS, "lighthouse");
  } catch (error) {
    await lh.stop();
    throw error;
  }
  console.log(
    `  lighthouse finished in ${fmt((performance.now() - started) / 1000, 1)} s (exit code ${exit.code})`,
  );
  if (exit.code !== 0 || !existsSync(outputPath)) {
    throw new Error(`lighthouse failed (exit code ${exit.code}):\n${tail(lh)}`);
  }
  await app.child.stop();

  const lhr = JSON.parse(readFileSync(outputPath, "utf8")) as Lhr;
  console.log(
    `  report: .reports/lighthouse-${name}.json (Lighthouse ${lhr.lighthouseVersion}, ${lhr.finalDisplayedUrl})`,
  );
  if (lhr.runtimeError)
    console.log(`  RUNTIME ERROR: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  for (const w of lhr.runWarnings ?? []) console.log(`  warning: ${w}`);

  console.log("\nscores (×100):");
  const scores: Record<string, number | null> = {};
  let pass = !lhr.runtimeError;
  for (const [id, target] of Object.entries(targets)) {
    const category = lhr.categories[id];
    const score = category?.score == null ? null : Math.round(category.score * 100);
    scores[id] = score;
    const ok = score !== null && score >= target;
    pass &&= ok;
    const shown = score === null ? "n/a" : String(score);
    console.log(
      `  ${id.padEnd(15)} ${shown.padStart(4)}  (target ${target === 100 ? "100" : `≥ ${target}`}) ${verdict(ok)}`,
    );
  }

  console.log("\nmetrics (mobile, simulated throttling):");
  const metrics: Record<
    string,
    { value: number | null; display: string | null; score: number | null }
  > = {};
  for (const [id, label] of METRICS) {
    const a = lhr.audits[id];
    metrics[label] = {
      value: a?.numericValue ?? null,
      display: a?.displayValue ?? null,
      score: a?.score ?? null,
    };
    const value =
      a?.numericValue == null
        ? "n/a"
        : label === "CLS"
          ? fmt(a.numericValue, 3)
          : `${fmt(a.numericValue, 0)} ms`;
    console.log(
      `  ${label.padEnd(4)} ${value.padStart(10)}  (${a?.displayValue ?? "?"}, score ${a?.score ?? "n/a"})`,
    );
  }

  const failing: Record<string, string[]> = {};
  for (const [id, category] of Object.entries(lhr.categories)) {
    if (category.score === null || category.score >= 1) continue;
    const list: string[] = [];
    for (const ref of category.auditRefs) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.score >= 1) continue;
      if (["informative", "notApplicable", "manual", "error"].includes(a.scoreDisplayMode))
        continue;
      list.push(
        `${a.title} [${ref.id}] score ${a.score}${a.displayValue ? `, ${a.displayValue}` : ""}${ref.weight > 0 ? `, weight ${ref.weight}` : ""}`,
      );
      for (const item of (a.details?.items ?? []).slice(0, 3))
        list.push(`    · ${describeItem(item)}`);
    }
    failing[id] = list;
    console.log(`\nfailing audits in ${category.title} (${Math.round(category.score * 100)}):`);
    for (const line of list) console.log(line.startsWith(" ") ? `  ${line}` : `  - ${line}`);
    if (list.length === 0) console.log("  (none listed)");
  }
  console.log(`\nlighthouse ${path}: ${verdict(pass)}`);

  appendReport("lighthouse", command, {
    path,
    server: app.command,
    lighthouse: lhCommand,
    report: `.reports/lighthouse-${name}.json`,
    scores,
    metrics,
    failing,
    targets,
    pass,
  });
  return pass;
}
