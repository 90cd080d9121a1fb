import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { getReport } from "./service.js";

export function registerReportRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.get("/api/personality-report", { config: { access: "approved" } }, async (request) =>
    getReport(deps.db, request.user!.id),
  );
}
