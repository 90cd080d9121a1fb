import { SurveyResponsePayloadSchema } from "@shared/survey/answers.js";
import { BulkUpdateSchema, type SurveyQuestionView } from "@shared/survey/api.js";
import { surveyQuestions } from "@shared/survey/question-bank.js";
import { getVisibilityCondition } from "@shared/survey/visibility.js";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { queueReport, type ReportDeps, requestReport } from "../report/service.js";
import {
  applyBulkUpdate,
  completeSurvey,
  getStatus,
  listResponses,
  saveAnswer,
} from "./service.js";

/** The bank as the API shows it; built once, it never changes while the process runs. */
const questionViews: SurveyQuestionView[] = surveyQuestions.map((q) => ({
  id: q.id,
  text: q.text,
  type: q.type,
  options: q.options ?? null,
  category: q.category,
  reverseCoded: q.reverseCoded ?? false,
  importance: q.importance ?? false,
  condition: getVisibilityCondition(q.id) ?? null,
}));

export function registerSurveyRoutes(
  server: FastifyInstance,
  deps: Pick<ReportDeps, "db" | "jobs">,
): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get("/api/survey/questions", { config: { access: "approved" } }, async () => questionViews);

  app.get("/api/survey/responses", { config: { access: "approved" } }, async (request) =>
    listResponses(db, request.user!.id),
  );

  app.get("/api/survey/status", { config: { access: "approved" } }, async (request) =>
    getStatus(db, request.user!.id),
  );

  app.post(
    "/api/survey/response",
    { config: { access: "approved" }, schema: { body: SurveyResponsePayloadSchema } },
    async (request) => saveAnswer(db, request.user!.id, request.body),
  );

  app.post(
    "/api/survey/submit",
    { config: { access: "approved" }, schema: { body: z.object({}).strict().optional() } },
    async (request) => {
      const userId = request.user!.id;
      const job = await db.transaction(async (tx) => {
        await completeSurvey(tx, userId);
        return requestReport(tx, userId);
      });
      await queueReport(deps, job);
      return { status: "generating" as const };
    },
  );

  app.post(
    "/api/survey/bulk-update",
    { config: { access: "approved" }, schema: { body: BulkUpdateSchema } },
    async (request) => {
      const userId = request.user!.id;
      const outcome = await db.transaction(async (tx) => {
        const applied = await applyBulkUpdate(tx, userId, request.body);
        if (!applied.submitted) return { updated: applied.updated, job: null };
        // The changes and the regeneration stand or fall together (decision 20: free).
        await completeSurvey(tx, userId);
        return { updated: applied.updated, job: await requestReport(tx, userId) };
      });
      if (outcome.job) await queueReport(deps, outcome.job);
      return { updated: outcome.updated, status: outcome.job ? ("generating" as const) : null };
    },
  );
}
