import { indiaToday } from "@shared/profile/age.js";
import { profilePayloadSchema } from "@shared/profile/schemas.js";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { AppError } from "../../platform/errors.js";
import { getProfile, saveProfile } from "./service.js";

export function registerProfileRoutes(server: FastifyInstance, deps: { db: Db }): void {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get("/api/profile", { config: { access: "approved" } }, async (request) =>
    getProfile(deps.db, request.user!.id),
  );

  app.post(
    "/api/profile",
    // The body is parsed in the handler: the minimum age depends on today's date in India.
    { config: { access: "approved" }, schema: { body: z.record(z.string(), z.unknown()) } },
    async (request) => {
      const now = new Date();
      const parsed = profilePayloadSchema(indiaToday(now)).safeParse(request.body);
      if (!parsed.success) {
        throw new AppError(
          "VALIDATION_ERROR",
          parsed.error.issues[0]?.message ?? "Invalid profile",
        );
      }
      return saveProfile(deps.db, request.user!.id, parsed.data, now);
    },
  );
}
