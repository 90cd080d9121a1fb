import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../../db/schema.js";
import { notFound } from "../../platform/errors.js";
import { renderReportPdf } from "./pdf.js";
import { getReport, type ReportDeps, regenerateReport } from "./service.js";

export function registerReportRoutes(
  app: FastifyInstance,
  deps: Pick<ReportDeps, "db" | "jobs">,
): void {
  app.get("/api/personality-report", { config: { access: "approved" } }, async (request) =>
    getReport(deps.db, request.user!.id),
  );

  // Decision 24: a real PDF of the report, made on request (nothing is stored).
  app.get(
    "/api/personality-report/pdf",
    { config: { access: "approved" } },
    async (request, reply) => {
      const report = await getReport(deps.db, request.user!.id);
      if (!report.bigFiveScores) {
        throw notFound("Your report is still being generated. Please try again in a moment.");
      }
      const [person] = await deps.db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, request.user!.id));
      const pdf = await renderReportPdf(report, person ?? { firstName: null, lastName: null });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("application/pdf")
        .header("Content-Disposition", `attachment; filename="personality-report-${day}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    "/api/personality-report/regenerate-ai",
    { config: { access: "approved" } },
    async (request) => regenerateReport(deps, request.user!.id),
  );
}
