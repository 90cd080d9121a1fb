import { join } from "node:path";
import { isKnownPagePath } from "@shared/pages/routes.js";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.js";
import { escapeHtml } from "../../platform/html.js";
import { chooseEncoding, loadStaticFiles, type StaticFile } from "./static-files.js";

/** Prerendered public pages (dist/pages/<name>.html) by path. */
const PRERENDERED: Record<string, string> = {
  "/": "/index.html",
  "/faq": "/faq.html",
  "/privacy-policy": "/privacy-policy.html",
  "/terms": "/terms.html",
  "/contact": "/contact.html",
  "/guest-survey": "/guest-survey.html",
  "/methodology": "/methodology.html",
};

/**
 * Serves the web app: hashed assets (cached for a year), prerendered public pages, the app
 * shell for product screens, and the not-found page with a real 404 status for anything else.
 */
export function registerPageRoutes(app: FastifyInstance, config: Config, distDir: string): void {
  // Runtime values the build cannot know (the pages are prerendered before configuration).
  const fill = (html: string) =>
    html
      .replaceAll("__SUPPORT_EMAIL__", escapeHtml(config.supportEmail))
      .replaceAll("__PUBLIC_URL__", escapeHtml(config.publicUrl));
  const client = loadStaticFiles(join(distDir, "client"), fill);
  const pages = loadStaticFiles(join(distDir, "pages"), fill);
  const shell = client.get("/index.html");

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    file: StaticFile,
    cache: string,
    status = 200,
  ) => {
    const { body, encoding } = chooseEncoding(file, request.headers["accept-encoding"]);
    if (encoding) reply.header("Content-Encoding", encoding);
    return reply
      .status(status)
      .header("Vary", "Accept-Encoding")
      .header("Cache-Control", cache)
      .type(file.type)
      .send(body);
  };

  app.get("/*", { config: { access: "public" } }, async (request, reply) => {
    const path = decodeURIComponent(request.url.split("?")[0] ?? "/");
    if (path.startsWith("/api/")) {
      return reply.status(404).send({ code: "NOT_FOUND", message: "Not found" });
    }
    const asset = path !== "/index.html" ? client.get(path) : undefined;
    if (asset) {
      const immutable = path.startsWith("/assets/");
      return send(
        request,
        reply,
        asset,
        immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    }
    const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
    const known = normalised in PRERENDERED || isKnownPagePath(normalised);
    if (!shell) {
      return reply
        .status(known ? 503 : 404)
        .type("text/plain")
        .send("The web app is not built yet. Run `npm run build` (npm start does it for you).");
    }
    const prerendered = PRERENDERED[normalised];
    const page = prerendered ? pages.get(prerendered) : undefined;
    if (page) return send(request, reply, page, "no-cache");
    if (normalised.startsWith("/shared-report/")) {
      // A shared report's address is its secret: never leak it in a Referer, never index it.
      reply.header("Referrer-Policy", "no-referrer").header("X-Robots-Tag", "noindex");
    }
    if (known) return send(request, reply, shell, "no-cache");
    return send(request, reply, pages.get("/404.html") ?? shell, "no-cache", 404);
  });
}
