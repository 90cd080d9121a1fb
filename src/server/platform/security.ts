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

/** The Content-Security-Policy of every page (security.md: no inline scripts). */
export function contentSecurityPolicy(https: boolean): string {
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    // Inline style attributes and the toast library's style tag; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/**
 * Security headers, computed once: helmet rebuilt its policy strings on every request, which
 * cost about an eighth of the server's CPU on a cheap API call. JSON gets the headers that
 * matter for JSON; pages get the full set with the CSP.
 */
export function securityHeaders(https: boolean): {
  api: Record<string, string>;
  page: Record<string, string>;
} {
  const api: Record<string, string> = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-resource-policy": "same-origin",
    "x-frame-options": "DENY",
    ...(https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
  const page: Record<string, string> = {
    ...api,
    "content-security-policy": contentSecurityPolicy(https),
    "cross-origin-opener-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "x-dns-prefetch-control": "off",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };
  return { api, page };
}

export function registerSecurity(app: FastifyInstance, config: Config): void {
  const headers = securityHeaders(config.secureCookies);
  const apiHeaders = { ...headers.api, "cache-control": "no-store" };

  app.addHook("onRequest", async (request, reply) => {
    // JSON with personal data is never cached (security.md); every other answer may be a page.
    reply.headers(request.url.startsWith("/api/") ? apiHeaders : headers.page);
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.routeOptions.config?.csrf === false) return;
    const origin = request.headers as { origin?: string; "sec-fetch-site"?: string };
    if (!isSameOriginRequest(origin, config.publicOrigin)) {
      throw forbidden("Cross-site request refused");
    }
  });
}
