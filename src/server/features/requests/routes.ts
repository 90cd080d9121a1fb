import { requestMessages } from "@shared/requests/rules.js";
import {
  RequestIdSchema,
  RespondToRequestSchema,
  SendRequestSchema,
} from "@shared/requests/schemas.js";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { notFound } from "../../platform/errors.js";
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

/** A malformed id names no request: 404 like any unknown one (decision 16), not 400. */
const IdParamsSchema = z.object({ id: z.string() }).strict();
function requestId(params: { id: string }): string {
  const parsed = RequestIdSchema.safeParse(params);
  if (!parsed.success) throw notFound(requestMessages.notFound);
  return parsed.data.id;
}

/** Actions without a payload accept no body or an empty object, nothing else. */
const NoBodySchema = z.object({}).strict().nullish();
/** Approve/reject: the response message is optional, so the body may be absent. */
const RespondBodySchema = RespondToRequestSchema.nullish().transform(
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
    { config: approved, schema: { params: IdParamsSchema, body: NoBodySchema } },
    async (request) => cancelRequest(db, request.user!.id, requestId(request.params)),
  );
  app.post(
    "/api/requests/:id/approve",
    { config: approved, schema: { params: IdParamsSchema, body: RespondBodySchema } },
    async (request) =>
      respondToRequest(db, request.user!.id, requestId(request.params), "approved", request.body),
  );
  app.post(
    "/api/requests/:id/reject",
    { config: approved, schema: { params: IdParamsSchema, body: RespondBodySchema } },
    async (request) =>
      respondToRequest(db, request.user!.id, requestId(request.params), "rejected", request.body),
  );
  app.post(
    "/api/requests/:id/withdraw",
    { config: approved, schema: { params: IdParamsSchema, body: NoBodySchema } },
    async (request) => withdrawConsent(db, request.user!.id, requestId(request.params)),
  );
}
