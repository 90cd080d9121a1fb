import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import { mailOutbox } from "../db/schema.js";
import { escapeHtml } from "./html.js";

export interface MailMessage {
  to: string;
  /** The person the message is about, so that export and erasure include it. */
  userId: string | null;
  subject: string;
  text: string;
  html: string;
}

/** Header injection (security.md): no CR or LF in any header field we fill. */
export function assertSafeHeader(value: string, field: string): void {
  if (/[\r\n]/.test(value)) throw new Error(`${field} must not contain line breaks`);
}

const MAX_ATTEMPTS = 8;
const LEASE_MS = 5 * 60 * 1000;
const POLL_MS = 10_000;
/** Retry after 30 s, 1 min, 2 min, ... capped at 1 h. */
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60 * 1000);

/**
 * The one mail module (decision 34). Every message is written to `mail_outbox` first. Without
 * SMTP it stays there (`kept`) for the development outbox page; with SMTP a sender delivers due
 * messages, leasing them so that several processes never send one twice, and retries failures.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: Config["mail"],
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport =
      config.kind === "smtp"
        ? nodemailer.createTransport(config.url, {
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 20_000,
          })
        : null;
  }

  get delivers(): boolean {
    return this.transport !== null;
  }

  start(): void {
    if (!this.transport) return;
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.transport?.close();
  }

  /** Queues a message; `db` may be a transaction so that mail and decision commit together. */
  async send(message: MailMessage, db: Db = this.db): Promise<void> {
    assertSafeHeader(message.to, "to");
    assertSafeHeader(message.subject, "subject");
    await db.insert(mailOutbox).values({
      userId: message.userId,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      status: this.transport ? "pending" : "kept",
    });
  }

  /** Starts a delivery round now unless one is running (call after the transaction commits). */
  kick(): void {
    if (!this.transport || this.running) return;
    this.running = this.deliverDue()
      .catch((error: unknown) => this.log.warn({ err: error }, "mail delivery round failed"))
      .finally(() => {
        this.running = null;
      });
  }

  private async deliverDue(): Promise<void> {
    const transport = this.transport;
    if (!transport) return;
    for (;;) {
      const leased = await this.db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: new Date(Date.now() + LEASE_MS),
        })
        .where(
          inArray(
            mailOutbox.id,
            this.db
              .select({ id: mailOutbox.id })
              .from(mailOutbox)
              .where(
                and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, new Date())),
              )
              .orderBy(asc(mailOutbox.id))
              .limit(10)
              .for("update", { skipLocked: true }),
          ),
        )
        .returning();
      if (leased.length === 0) return;
      for (const message of leased) {
        try {
          await transport.sendMail({
            from: this.config.from,
            to: message.toAddress,
            subject: message.subject,
            text: message.textBody,
            html: message.htmlBody,
          });
          await this.db
            .update(mailOutbox)
            .set({ status: "sent", sentAt: new Date(), lastError: null })
            .where(eq(mailOutbox.id, message.id));
        } catch (error) {
          const finalAttempt = message.attempts >= MAX_ATTEMPTS;
          this.log.warn(
            { err: error, mailId: message.id, attempts: message.attempts },
            "mail delivery failed",
          );
          await this.db
            .update(mailOutbox)
            .set({
              status: finalAttempt ? "failed" : "pending",
              lastError: (error as Error).message.slice(0, 500),
              nextAttemptAt: new Date(Date.now() + backoffMs(message.attempts)),
            })
            .where(eq(mailOutbox.id, message.id));
        }
      }
    }
  }

  /** The development outbox, newest first. */
  async listOutbox(limit = 100) {
    return this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  }
}

export interface EmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

/**
 * Plain text and HTML from the same content. Every piece of text is escaped, so a name like
 * `<script>` arrives as text.
 */
export function renderEmail(
  content: EmailContent,
  productName = "PsycheMatch",
): { text: string; html: string } {
  const text = [
    content.greeting,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    `— ${productName}`,
  ].join("\n");
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#faf7f2;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f1a17"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px"><table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border:1px solid #e7dfd5;border-radius:12px" cellpadding="0" cellspacing="0"><tr><td style="padding:28px 24px;font-size:16px;line-height:1.55"><p style="margin:0 0 16px">${escapeHtml(
    content.greeting,
  )}</p>${content.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("")}${
    content.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#9a3412;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(
          content.action.label,
        )}</a></p>`
      : ""
  }<p style="margin:24px 0 0;color:#6b615a">— ${escapeHtml(productName)}</p></td></tr></table></td></tr></table></body></html>`;
  return { text, html };
}
