import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { buildApp } from "../../app.js";
import { loadConfig } from "../../config.js";
import { openDatabase } from "../../db/client.js";
import { createTestDatabase } from "../../test/databases.js";
import { api, freePort, signIn, startTestServer } from "../../test/harness.js";

describe("health", () => {
  test("/healthz and /readyz answer 200 while the database is up", async () => {
    const t = await startTestServer();
    try {
      expect((await api(t.baseUrl, null, "GET", "/healthz")).status).toBe(200);
      expect(await api(t.baseUrl, null, "GET", "/readyz")).toMatchObject({
        status: 200,
        body: { status: "ready" },
      });
    } finally {
      await t.close();
    }
  });

  test("with the database gone: fast 503s, /readyz unavailable, and recovery without a restart", async () => {
    const database = await createTestDatabase();
    const proxy = await startTcpProxy(5432);
    const url = new URL(database.url);
    url.port = String(proxy.port);
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATABASE_URL: url.href,
      PUBLIC_URL: "http://localhost:1",
    });
    const app = await buildApp(config);
    try {
      expect((await app.server.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
      await proxy.cut();
      const started = Date.now();
      expect((await app.server.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(503);
      const me = await app.server.inject({
        method: "GET",
        url: "/api/auth/user",
        headers: { cookie: "sid=whatever" },
      });
      expect(me.statusCode).toBe(503);
      expect(me.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
      expect(me.headers["retry-after"]).toBeDefined();
      expect(Date.now() - started).toBeLessThan(8_000);
      await proxy.restore();
      expect((await app.server.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
      expect(
        (
          await app.server.inject({
            method: "GET",
            url: "/api/auth/user",
            headers: { cookie: "sid=whatever" },
          })
        ).statusCode,
      ).toBe(401);
    } finally {
      await app.close();
      await proxy.close();
      await database.drop();
    }
  });
});

/** A TCP proxy to PostgreSQL that a test can cut (all connections dropped, port closed) and restore. */
async function startTcpProxy(targetPort: number) {
  const sockets = new Set<Socket>();
  const port = await freePort();
  let server: Server | null = null;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(targetPort, "127.0.0.1");
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => resolve());
    });
  const cut = async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = null;
  };
  await listen();
  return { port, cut, restore: listen, close: cut };
}

describe("embedded database", () => {
  test("the server runs on PGlite in DATA_DIR with the same migrations", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "psyche-pglite-"));
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      PORT: "0",
    });
    const app = await buildApp(config);
    try {
      expect(app.database.kind).toBe("pglite");
      const ready = await app.server.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  test("a second process on the same folder is refused", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "psyche-lock-"));
    const holder = spawn("sleep", ["30"]);
    try {
      writeFileSync(join(dataDir, "server.lock"), String(holder.pid));
      await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toThrow(
        /in use by another server/,
      );
    } finally {
      holder.kill();
    }
  });
});

describe("sessions survive nothing they should not", () => {
  test("a signed-in user reaches /api/auth/user through the real flow", async () => {
    const t = await startTestServer();
    try {
      const jar = await signIn(t.baseUrl, { email: "health@example.in" });
      expect((await api(t.baseUrl, jar, "GET", "/api/auth/user")).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
