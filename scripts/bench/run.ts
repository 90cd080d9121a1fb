// Hand-run benchmarks (testing.md, "Benchmarks"): `npm run bench -- <sub-command>`.
// Each prints raw figures and the commands behind them, and appends a line to .reports/bench.jsonl.
// Sub-commands are imported lazily: auth-user loads the whole server (for the sign-in helper).
import { invocation, runCleanups } from "./lib.js";

const USAGE = `usage: npm run bench -- <sub-command>

  auth-user [--connections 50] [--duration 10] [--warmup 2] [--cpu-prof]
      GET /api/auth/user (signed in) vs a bare node:http server; target ratio ≥ 0.30, 0 errors
  bundle
      gzipped first-load JavaScript of dist/pages/index.html; target ≤ 102400 B
  lighthouse [url-path]
      Lighthouse 12 mobile on the built server (default path /); targets perf ≥ 95,
      a11y 100, best practices ≥ 95, SEO 100
  admin-users [--users 100000] [--connections 20] [--duration 10]
      GET /api/admin/users first page and e-mail prefix search on N seeded users;
      target p95 < 50 ms and indexes in the plans
  search [--users 100000] [--connections 20] [--duration 10] [--warmup 2] [--survey-share 0.3]
      GET /api/search/profiles (no filter, three filters two ways, a deep page) on N seeded
      people; target p95 < 50 ms; prints the EXPLAIN (ANALYZE, BUFFERS) of each query
  requests [--users 100000] [--connections 20] [--duration 10] [--warmup 2] [--senders 1000]
      POST /api/compatibility/request from many seeded senders to distinct targets; p99 of
      the 201s (figures only), every other answer counted
  survey-response [--connections 50] [--duration 10]
      POST /api/survey/response, one signed-in person per connection, vs node:http; p99 < 25 ms
  report-read [--connections 50] [--duration 10]
      GET /api/personality-report (a ready report) vs node:http with the same bytes
  report-latency [--people 10]
      submit → report ready with the built-in writer; target < 1 s
  cold-start [--allow-rebuild]
      spawn → /readyz 200 with an existing embedded database (5 runs), and once npm start

Needs a build (npm run build). Exit code: 0 all targets met, 1 a target missed, 2 failure.`;

function flag(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(args[i + 1]);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} needs a number`);
  return value;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const [sub, ...rest] = args;
  const command = invocation(args);
  switch (sub) {
    case "admin-users": {
      const { benchAdminUsers } = await import("./admin-users.js");
      return benchAdminUsers(command, {
        users: flag(rest, "users", 100_000),
        connections: flag(rest, "connections", 20),
        duration: flag(rest, "duration", 10),
      });
    }
    case "search":
    case "requests": {
      const { benchRequests, benchSearch } = await import("./search.js");
      const scale = {
        users: flag(rest, "users", 100_000),
        connections: flag(rest, "connections", 20),
        duration: flag(rest, "duration", 10),
        surveyShare: flag(rest, "survey-share", 0.3),
        warmup: flag(rest, "warmup", 2),
      };
      return sub === "search"
        ? benchSearch(command, scale)
        : benchRequests(command, { ...scale, senders: flag(rest, "senders", 1_000) });
    }
    case "survey-response": {
      const { benchSurveyResponse } = await import("./survey.js");
      return benchSurveyResponse(command, {
        connections: flag(rest, "connections", 50),
        duration: flag(rest, "duration", 10),
      });
    }
    case "report-read": {
      const { benchReportRead } = await import("./survey.js");
      return benchReportRead(command, {
        connections: flag(rest, "connections", 50),
        duration: flag(rest, "duration", 10),
      });
    }
    case "report-latency": {
      const { benchReportLatency } = await import("./survey.js");
      return benchReportLatency(command, { people: flag(rest, "people", 10) });
    }
    case "auth-user": {
      const { benchAuthUser } = await import("./auth-user.js");
      return (await benchAuthUser(command, {
        connections: flag(rest, "connections", 50),
        duration: flag(rest, "duration", 10),
        warmup: flag(rest, "warmup", 2),
        cpuProf: rest.includes("--cpu-prof"),
      }))
        ? 0
        : 1;
    }
    case "bundle": {
      const { benchBundle } = await import("./bundle.js");
      return (await benchBundle(command)) ? 0 : 1;
    }
    case "lighthouse": {
      const { benchLighthouse } = await import("./lighthouse.js");
      return (await benchLighthouse(command, rest.find((a) => !a.startsWith("--")) ?? "/")) ? 0 : 1;
    }
    case "cold-start": {
      const { benchColdStart } = await import("./cold-start.js");
      return (await benchColdStart(command, { allowRebuild: rest.includes("--allow-rebuild") }))
        ? 0
        : 1;
    }
    default:
      console.log(USAGE);
      return sub === undefined || sub === "help" || sub === "--help" ? 0 : 2;
  }
}

let code = 2;
try {
  code = await main();
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
  code = 2;
} finally {
  await runCleanups();
}
process.exit(code);
