import { DeleteAccountSchema } from "@shared/account/schemas.js";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import {
  type SessionStore,
  SIGNED_IN_HINT_COOKIE,
  sessionCookieName,
} from "../../platform/auth/sessions.js";
import { deleteAccount, exportAccount } from "./service.js";

export function registerAccountRoutes(
  server: FastifyInstance,
  deps: { db: Db; sessions: SessionStore; config: Config },
): void {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get("/api/account/export", { config: { access: "approved" } }, async (request, reply) => {
    const data = await exportAccount(deps.db, request.user!.id);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header("Content-Disposition", `attachment; filename="psychematch-data-${day}.json"`)
      .type("application/json; charset=utf-8")
      .send(JSON.stringify(data, null, 2));
  });

  app.delete(
    "/api/auth/account",
    { config: { access: "approved" }, schema: { body: DeleteAccountSchema } },
    async (request, reply) => {
      await deleteAccount(deps.db, deps.sessions, request.user!.id);
      const cookie = {
        path: "/",
        httpOnly: true,
        sameSite: "lax" as const,
        secure: deps.config.secureCookies,
      };
      reply.clearCookie(sessionCookieName(deps.config.secureCookies), cookie);
      reply.clearCookie(SIGNED_IN_HINT_COOKIE, { ...cookie, httpOnly: false });
      return { message: "Your account has been permanently deleted." };
    },
  );
}
