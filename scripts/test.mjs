#!/usr/bin/env node
// `npm test`: builds what the browser tests serve, runs the unit and API tests (Vitest,
// PostgreSQL) and the browser tests (Playwright, Chromium), and ends with one line
// "N passed, N failed" that adds up both runners.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

mkdirSync(".reports", { recursive: true });
const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;

const summary = { passed: 0, failed: 0, skipped: 0 };
const failedRunners = [];

if (run(process.execPath, ["scripts/build.mjs", "--if-stale"]) !== 0) {
  console.log("build failed");
  console.log("0 passed, 1 failed");
  process.exit(1);
}

rmSync(".reports/vitest.json", { force: true });
const vitestStatus = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile=.reports/vitest.json",
]);
if (existsSync(".reports/vitest.json")) {
  const report = JSON.parse(readFileSync(".reports/vitest.json", "utf8"));
  summary.passed += report.numPassedTests;
  summary.failed += report.numFailedTests;
  summary.skipped += report.numPendingTests + report.numTodoTests;
  // A file that fails to load counts as a failure even when no test inside it ran.
  summary.failed += report.testResults.filter(
    (f) => f.status === "failed" && f.assertionResults.length === 0,
  ).length;
}
if (vitestStatus !== 0) failedRunners.push("vitest");

rmSync(".reports/playwright.json", { force: true });
const playwrightStatus = run("npx", ["playwright", "test"], { CI: process.env.CI ?? "1" });
if (existsSync(".reports/playwright.json")) {
  const { stats } = JSON.parse(readFileSync(".reports/playwright.json", "utf8"));
  summary.passed += stats.expected + stats.flaky;
  summary.failed += stats.unexpected;
  summary.skipped += stats.skipped;
}
if (playwrightStatus !== 0) failedRunners.push("playwright");

// A runner that failed without counting a failed test (crash, no report) still fails the run.
if (failedRunners.length > 0 && summary.failed === 0) summary.failed = failedRunners.length;
console.log(
  `\n${summary.passed} passed, ${summary.failed} failed${summary.skipped ? `, ${summary.skipped} skipped` : ""}`,
);
process.exit(summary.failed > 0 || failedRunners.length > 0 ? 1 : 0);
