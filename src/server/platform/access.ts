import type { CurrentUser, UserRole, UserStatus } from "@shared/auth/user.js";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { forbidden, unauthorized } from "./errors.js";

/**
 * Who may call a route. Every route declares one in `config.access`; registering a route
 * without it throws at start-up, and the authorization-matrix test walks every route.
 */
export type AccessPolicy = "public" | "signedIn" | "approved" | "admin" | "superAdmin";

export interface SessionUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: UserRole;
  status: UserStatus;
  createdAt: Date;
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: AccessPolicy;
    /** State-changing requests are origin-checked unless the route opts out (decision 6). */
    csrf?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionTokenHash: string | null;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessPolicy;
}

/** Pure: may this caller use a route with this policy? */
export function checkAccess(
  policy: AccessPolicy,
  user: Pick<SessionUser, "status" | "role"> | null,
): "ok" | "unauthorized" | "forbidden" {
  if (policy === "public") return "ok";
  if (!user) return "unauthorized";
  if (policy === "signedIn") return "ok";
  if (user.status !== "approved") return "forbidden";
  if (policy === "approved") return "ok";
  if (policy === "admin")
    return user.role === "admin" || user.role === "super_admin" ? "ok" : "forbidden";
  return user.role === "super_admin" ? "ok" : "forbidden";
}

export function toCurrentUser(user: SessionUser): CurrentUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * Installs the registry of route policies (onRoute) and the one enforcement hook.
 * `resolveUser` turns the request's cookie into the signed-in user, or null.
 */
export function registerAccessControl(
  app: FastifyInstance,
  resolveUser: (
    request: FastifyRequest,
  ) => Promise<{ user: SessionUser; tokenHash: string } | null>,
): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.decorateRequest("user", null);
  app.decorateRequest("sessionTokenHash", null);

  app.addHook("onRoute", (route: RouteOptions) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!access) {
      throw new Error(
        `Route ${methods.join(",")} ${route.url} declares no access policy (config.access)`,
      );
    }
    for (const method of methods) {
      if (method === "HEAD") continue;
      routes.push({ method, url: route.url, access });
    }
  });

  app.addHook("onRequest", async (request) => {
    const policy = request.routeOptions.config?.access ?? "public";
    // Public pages and assets never touch the session table.
    if (policy === "public") return;
    const resolved = await resolveUser(request);
    request.user = resolved?.user ?? null;
    request.sessionTokenHash = resolved?.tokenHash ?? null;
    const verdict = checkAccess(policy, request.user);
    if (verdict === "unauthorized") throw unauthorized();
    if (verdict === "forbidden") throw forbidden();
  });

  return routes;
}
