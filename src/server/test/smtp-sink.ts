import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "./harness.js";

export interface CapturedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtpSink() {
  const port = await freePort();
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Waits until a message to `address` arrives. */
    async waitFor(address: string, timeoutMs = 5_000): Promise<CapturedMail> {
      const started = Date.now();
      for (;;) {
        const found = messages.find((m) => m.to.includes(address));
        if (found) return found;
        if (Date.now() - started > timeoutMs)
          throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
