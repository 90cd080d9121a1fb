import type { FastifyInstance } from "fastify";
import { escapeHtml } from "../../platform/html.js";
import type { Mailer } from "../../platform/mail.js";

/**
 * The development outbox (decision 34): without SMTP, every e-mail the product sends is listed
 * here so that each flow can be tried without a mail server. Registered only outside
 * production and only when no SMTP server is configured; administrators only, as the messages
 * are other people's.
 */
export function registerOutboxRoutes(app: FastifyInstance, mailer: Mailer): void {
  app.get("/dev/outbox", { config: { access: "admin" } }, async (_request, reply) => {
    const messages = await mailer.listOutbox();
    const items = messages
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.toAddress)} · ${escapeHtml(
            m.createdAt.toISOString(),
          )}</p><pre>${escapeHtml(m.textBody)}</pre></article>`,
      )
      .join("");
    return reply
      .type("text/html; charset=utf-8")
      .header("Cache-Control", "no-store")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Outbox (development)</title><style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f1a17}article{border:1px solid #e7dfd5;border-radius:12px;padding:16px;margin:16px 0}h2{font-size:1.1rem;margin:0 0 4px}.meta{color:#6b615a;margin:0 0 8px}pre{white-space:pre-wrap;font:inherit}</style></head><body><main><h1>Outbox (development)</h1><p>E-mails the product would have sent. Configure <code>SMTP_URL</code> to deliver them.</p>${
          items || "<p>No e-mails yet.</p>"
        }</main></body></html>`,
      );
  });
}
