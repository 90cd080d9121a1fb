import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { listResults } from "./service.js";

export function registerCompatibilityRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.get("/api/compatibility/results", { config: { access: "approved" } }, async (request) =>
    listResults(deps.db, request.user!.id),
  );
}
