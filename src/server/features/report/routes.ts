import type { FastifyInstance } from "fastify";
import { getReport, type ReportDeps, regenerateReport } from "./service.js";

export function registerReportRoutes(
  app: FastifyInstance,
  deps: Pick<ReportDeps, "db" | "jobs">,
): void {
  app.get("/api/personality-report", { config: { access: "approved" } }, async (request) =>
    getReport(deps.db, request.user!.id),
  );

  app.post(
    "/api/personality-report/regenerate-ai",
    { config: { access: "approved" } },
    async (request) => regenerateReport(deps, request.user!.id),
  );
}
