import {
  AdminUserListQuerySchema,
  AuditLogQuerySchema,
  RoleChangeSchema,
} from "@shared/admin/schemas.js";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../platform/errors.js";
import {
  type AdminDeps,
  changeRole,
  changeStatus,
  getStats,
  listAuditLog,
  listUsers,
} from "./service.js";

/** Unknown and malformed ids are both "not found": ids cannot be probed. */
const UserIdParams = z.object({ id: z.string() });
const parseUserId = (id: string) => {
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) throw notFound("User not found");
  return parsed.data;
};

export function registerAdminRoutes(server: FastifyInstance, deps: AdminDeps): void {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/users/pending",
    {
      config: { access: "admin" },
      schema: { querystring: AdminUserListQuerySchema.omit({ status: true }) },
    },
    async (request) => listUsers(deps.db, { ...request.query, status: "pending" }),
  );

  app.get(
    "/api/admin/users",
    { config: { access: "admin" }, schema: { querystring: AdminUserListQuerySchema } },
    async (request) => listUsers(deps.db, request.query),
  );

  app.get("/api/admin/stats", { config: { access: "admin" } }, async () => getStats(deps.db));

  for (const [action, to] of [
    ["approve", "approved"],
    ["reject", "rejected"],
  ] as const) {
    app.post(
      `/api/admin/users/:id/${action}`,
      { config: { access: "admin" }, schema: { params: UserIdParams } },
      async (request) => changeStatus(deps, request.user!, parseUserId(request.params.id), to),
    );
  }

  app.post(
    "/api/admin/users/:id/role",
    { config: { access: "superAdmin" }, schema: { params: UserIdParams, body: RoleChangeSchema } },
    async (request) =>
      changeRole(deps, request.user!, parseUserId(request.params.id), request.body.role),
  );

  app.get(
    "/api/admin/audit-log",
    { config: { access: "admin" }, schema: { querystring: AuditLogQuerySchema } },
    async (request) => listAuditLog(deps.db, request.query.page),
  );
}
