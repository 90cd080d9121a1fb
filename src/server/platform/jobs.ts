import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { Config } from "../config.js";
import type { Database } from "../db/client.js";

export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * Durable background jobs (decision 21) on pg-boss, in the same database (schema `pgboss`) on
 * PostgreSQL and on the embedded PGlite alike. A job that was running when the process died
 * expires and is retried by whichever process is alive, so it finishes after a restart.
 */
export class Jobs {
  private readonly boss: PgBoss;
  private readonly workers = new Map<string, string>();

  constructor(
    database: Database,
    config: Config["jobs"],
    private readonly log: FastifyBaseLogger,
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
      schema: "pgboss",
      maintenanceIntervalSeconds: config.maintenanceIntervalSeconds,
      // Archive finished jobs after a day and delete them after a week: they carry only ids.
      archiveCompletedAfterSeconds: 24 * 60 * 60,
      deleteAfterDays: 7,
    });
    this.boss.on("error", (error) => log.error({ err: error }, "job system error"));
  }

  async start(): Promise<void> {
    await this.boss.start();
  }

  async stop(): Promise<void> {
    // Stop taking jobs and let the running ones finish (briefly); the rest expire and are retried.
    await this.boss.stop({ graceful: true, timeout: 5_000, wait: true });
  }

  /** Declares a queue and its worker; `expireInSeconds` bounds one attempt. */
  async handle<T extends object>(
    queue: string,
    options: { expireInSeconds: number },
    handler: JobHandler<T>,
  ) {
    await this.boss.createQueue(queue, {
      name: queue,
      expireInSeconds: options.expireInSeconds,
      retryLimit: 3,
      retryDelay: 5,
      retryBackoff: true,
    });
    const workerId = await this.boss.work<T>(
      queue,
      { batchSize: 1, pollingIntervalSeconds: 2 },
      async ([job]) => {
        if (!job) return;
        try {
          await handler(job.data);
        } catch (error) {
          this.log.warn({ err: error, queue, jobId: job.id }, "job failed; pg-boss will retry it");
          throw error;
        }
      },
    );
    this.workers.set(queue, workerId);
  }

  /** Queues a job and wakes this process's worker, so a report does not wait for the next poll. */
  async send<T extends object>(queue: string, data: T): Promise<void> {
    await this.boss.send(queue, data);
    const workerId = this.workers.get(queue);
    if (workerId) this.boss.notifyWorker(workerId);
  }
}
