import { ShareTokenSchema } from "@shared/sharing/schemas.js";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { notFound } from "../../platform/errors.js";
import { createShareToken, getSharedReport, revokeShareToken } from "./service.js";

export function registerSharingRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.post(
    "/api/personality-report/generate-share-token",
    // Rate-limited (security.md): links are cheap to make and each one replaces the last.
    { config: { access: "approved", rateLimit: { max: 30, timeWindow: "1 hour" } } },
    async (request) => createShareToken(deps.db, request.user!.id),
  );

  app.delete(
    "/api/personality-report/share-token",
    { config: { access: "approved" } },
    async (request, reply) => {
      await revokeShareToken(deps.db, request.user!.id);
      return reply.status(204).send();
    },
  );

  app.get<{ Params: { token: string } }>(
    "/api/shared-report/:token",
    { config: { access: "public" } },
    async (request, reply) => {
      reply.header("Referrer-Policy", "no-referrer").header("X-Robots-Tag", "noindex");
      const token = ShareTokenSchema.safeParse(request.params.token);
      if (!token.success) {
        throw notFound(
          "This personality report is not publicly available or the link may be incorrect.",
        );
      }
      return getSharedReport(deps.db, token.data);
    },
  );
}
