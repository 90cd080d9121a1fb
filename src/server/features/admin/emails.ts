import { type EmailContent, renderEmail } from "../../platform/mail.js";

interface Recipient {
  firstName: string | null;
  email: string;
}

const greeting = (r: Recipient) => (r.firstName ? `Hello ${r.firstName},` : "Hello,");

/** Decision 7: approval and rejection each send the user an e-mail. */
export function accountApprovedEmail(recipient: Recipient, publicUrl: string) {
  const content: EmailContent = {
    subject: "Your PsycheMatch account is approved",
    greeting: greeting(recipient),
    paragraphs: [
      "Good news: an administrator has approved your account, and every feature is now open to you.",
      "Start with your profile and the personality survey; your personality report is free.",
    ],
    action: { label: "Open PsycheMatch", url: `${publicUrl}/` },
  };
  return { subject: content.subject, ...renderEmail(content) };
}

export function accountRejectedEmail(recipient: Recipient, supportEmail: string) {
  const content: EmailContent = {
    subject: "About your PsycheMatch account",
    greeting: greeting(recipient),
    paragraphs: [
      "An administrator has reviewed your registration and could not approve your account.",
      `If you think this is a mistake, write to us at ${supportEmail} and we will look at it again.`,
    ],
  };
  return { subject: content.subject, ...renderEmail(content) };
}
