import { SearchQuerySchema } from "@shared/search/schemas.js";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { searchProfiles } from "./service.js";

export function registerSearchRoutes(server: FastifyInstance, deps: { db: Db }): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/search/profiles",
    { config: { access: "approved" }, schema: { querystring: SearchQuerySchema } },
    async (request) => searchProfiles(deps.db, request.user!.id, request.query),
  );
}
