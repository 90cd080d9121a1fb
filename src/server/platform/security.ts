import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import { forbidden } from "./errors.js";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Pure: is this state-changing request from our own origin? (decision 6) */
export function isSameOriginRequest(
  headers: { origin?: string | undefined; "sec-fetch-site"?: string | undefined },
  appOrigin: string,
): boolean {
  if (headers.origin !== undefined) return headers.origin === appOrigin;
  const site = headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin" || site === "none";
  // Neither header: not a browser request (curl, server-to-server), so no ambient cookie risk.
  return true;
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Inline style attributes and the toast library's style tag; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.secureCookies
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
  });

  app.addHook("onRequest", async (request, reply) => {
    if (request.url.startsWith("/api/")) reply.header("Cache-Control", "no-store");
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.routeOptions.config?.csrf === false) return;
    const headers = request.headers as { origin?: string; "sec-fetch-site"?: string };
    if (!isSameOriginRequest(headers, config.publicOrigin)) {
      throw forbidden("Cross-site request refused");
    }
  });
}
