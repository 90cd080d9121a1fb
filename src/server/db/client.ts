import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Config } from "../config.js";
import * as schema from "./schema.js";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "postgres" | "pglite";
  /** Runs a trivial query; used by /readyz. */
  ping(): Promise<void>;
  /** Plain SQL with positional parameters, for pg-boss (which runs on either backend through it). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Subscribes to a NOTIFY channel. `onState(false)` means messages may have been missed (the
   * connection dropped); `onState(true)` that delivery is live again.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  onState(live: boolean): void;
}

const CHANNEL_NAME = /^[a-z_]+$/;

/** A dedicated connection for LISTEN that reconnects with backoff after any failure. */
function listenWithReconnect(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): () => Promise<void> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let delay = 250;
  let timer: NodeJS.Timeout | null = null;

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 3_000,
      keepAlive: true,
    });
    const fail = () => {
      handlers.onState(false);
      next.removeAllListeners();
      next.end().catch(() => {});
      if (client === next) client = null;
      if (!stopped && !timer) {
        timer = setTimeout(() => {
          timer = null;
          void connect();
        }, delay);
        timer.unref();
        delay = Math.min(delay * 2, 30_000);
      }
    };
    next.on("error", fail);
    next.on("end", fail);
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined)
        handlers.onMessage(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      client = next;
      delay = 250;
      handlers.onState(true);
    } catch {
      fail();
    }
  };
  void connect();

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    handlers.onState(false);
    if (client) {
      client.removeAllListeners();
      await client.end().catch(() => {});
    }
  };
}

export async function openDatabase(config: Config["database"]): Promise<Database> {
  if (config.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize,
      // Fail fast when the database is away, so callers get a 503 instead of a hang.
      connectionTimeoutMillis: 3_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      ping: async () => {
        await pool.query("select 1");
      },
      listen: async (channel, handlers) => listenWithReconnect(config.url, channel, handlers),
      executeSql: async (text, values) => pool.query(text, values as unknown[]),
      close: () => pool.end(),
    };
  }

  const dataDir = resolve(config.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({ dataDir: join(dataDir, "pglite") });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: "pglite",
      ping: async () => {
        await client.query("select 1");
      },
      executeSql: async (text, values) => {
        // pg-boss sends several statements in one string (its migrations): exec has no parameters.
        if (!values || values.length === 0) {
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        }
        return client.query(text, values);
      },
      // One process, one in-process database: delivery cannot drop.
      listen: async (channel, handlers) => {
        const unsubscribe = await client.listen(channel, handlers.onMessage);
        handlers.onState(true);
        return async () => {
          handlers.onState(false);
          await unsubscribe();
        };
      },
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * PGlite is one process's database: a second server on the same folder would corrupt it.
 * A lock file holding our pid refuses the second process; a stale lock (dead pid) is taken over.
 */
function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by another server (pid ${holder}). Stop it first, or set DATABASE_URL to use PostgreSQL.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
