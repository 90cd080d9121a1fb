import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.js";

const READY_TIMEOUT_MS = 2_000;

export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  app.get("/healthz", { config: { access: "public" } }, async () => ({ status: "ok" }));

  // Ready means the database answers; a hung connection counts as not ready.
  app.get("/readyz", { config: { access: "public" } }, async (_request, reply) => {
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error("timeout")), READY_TIMEOUT_MS).unref(),
        ),
      ]);
      return { status: "ready" };
    } catch {
      return reply.status(503).send({ status: "unavailable" });
    }
  });
}
