import {
  RequestIdSchema,
  RespondToRequestSchema,
  SendRequestSchema,
} from "@shared/requests/schemas.js";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import {
  cancelRequest,
  getComprehensiveStats,
  getRequestStats,
  listIncoming,
  listOutgoing,
  respondToRequest,
  sendRequest,
  withdrawConsent,
} from "./service.js";

/** Actions without a payload accept no body or an empty object, nothing else. */
const NoBodySchema = z.object({}).strict().optional();
/** Approve/reject: the response message is optional, so the body may be absent. */
const RespondBodySchema = RespondToRequestSchema.optional().transform(
  (body) => body ?? { responseMessage: "" },
);

export function registerRequestRoutes(server: FastifyInstance, deps: { db: Db }): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const approved = { access: "approved" } as const;

  app.post(
    "/api/compatibility/request",
    { config: approved, schema: { body: SendRequestSchema } },
    async (request, reply) =>
      reply.status(201).send(await sendRequest(db, request.user!.id, request.body)),
  );

  app.get("/api/requests/outgoing", { config: approved }, async (request) =>
    listOutgoing(db, request.user!.id),
  );
  app.get("/api/requests/incoming", { config: approved }, async (request) =>
    listIncoming(db, request.user!.id),
  );
  app.get("/api/requests/pending", { config: approved }, async (request) =>
    listIncoming(db, request.user!.id, { pendingOnly: true }),
  );
  app.get("/api/requests/stats", { config: approved }, async (request) =>
    getRequestStats(db, request.user!.id),
  );
  app.get("/api/requests/stats/comprehensive", { config: approved }, async (request) =>
    getComprehensiveStats(db, request.user!.id),
  );

  app.post(
    "/api/requests/:id/cancel",
    { config: approved, schema: { params: RequestIdSchema, body: NoBodySchema } },
    async (request) => cancelRequest(db, request.user!.id, request.params.id),
  );
  app.post(
    "/api/requests/:id/approve",
    { config: approved, schema: { params: RequestIdSchema, body: RespondBodySchema } },
    async (request) =>
      respondToRequest(db, request.user!.id, request.params.id, "approved", request.body),
  );
  app.post(
    "/api/requests/:id/reject",
    { config: approved, schema: { params: RequestIdSchema, body: RespondBodySchema } },
    async (request) =>
      respondToRequest(db, request.user!.id, request.params.id, "rejected", request.body),
  );
  app.post(
    "/api/requests/:id/withdraw",
    { config: approved, schema: { params: RequestIdSchema, body: NoBodySchema } },
    async (request) => withdrawConsent(db, request.user!.id, request.params.id),
  );
}
