#!/usr/bin/env node
// Starts the built server for the browser tests on a fresh PostgreSQL database.
import { spawn } from "node:child_process";
import pg from "pg";

const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const port = process.env.E2E_PORT ?? "3100";
const name = `psyche_e2e_${port}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();

const url = new URL(adminUrl);
url.pathname = `/${name}`;
const child = spawn(process.execPath, ["dist/server/main.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "test",
    PORT: port,
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://localhost:${port}`,
    DATABASE_URL: url.href,
    LOG_LEVEL: "warn",
    SIGNIN_RATE_LIMIT_PER_MINUTE: "10000",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
