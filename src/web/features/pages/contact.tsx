import { PublicLayout } from "@web/components/layout/public-layout";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { IconBadge } from "@web/components/ui/icon-badge";
import { type PageMeta, usePageMeta } from "@web/lib/page-meta";
import { getSupportEmail, SITE_NAME } from "@web/lib/site";
import { CircleHelp, Mail, ShieldCheck } from "lucide-react";
import { Link } from "react-router";

export const meta: PageMeta = {
  path: "/contact",
  title: `Contact Us | ${SITE_NAME}`,
  description: `Get help with your ${SITE_NAME} account, reports, payments or privacy. Write to our support team by e-mail.`,
  jsonLd: (publicUrl) => ({
    "@context": "https://schema.org",
    "@type": "ContactPage",
    name: `Contact Us | ${SITE_NAME}`,
    url: `${publicUrl}/contact`,
    inLanguage: "en-IN",
  }),
};

const topics = [
  "Questions about your account or its review",
  "Help with the survey, your report or a compatibility analysis",
  "Payments and refunds",
  "Privacy requests and grievances (access, correction, deletion)",
  "Reporting a user who is misusing the service",
];

export default function ContactPage() {
  usePageMeta(meta);
  const email = getSupportEmail();
  return (
    <PublicLayout>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="font-bold text-4xl text-foreground tracking-tight">Contact Us</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Questions, problems or privacy requests: write to us and we will reply as soon as we can.
        </p>

        <Card className="mt-8">
          <CardContent className="flex flex-col gap-5">
            <div className="flex items-start gap-4">
              <IconBadge shape="square">
                <Mail aria-hidden="true" />
              </IconBadge>
              <div className="min-w-0">
                <h2 className="font-semibold text-foreground text-xl">E-mail support</h2>
                <p className="mt-1 break-all text-muted-foreground">{email}</p>
              </div>
            </div>
            <Button asChild size="lg" className="w-full sm:w-auto sm:self-start">
              <a href={`mailto:${email}`}>
                <Mail aria-hidden="true" />
                Email {SITE_NAME} support
              </a>
            </Button>
            <p className="text-muted-foreground">
              Please write from the e-mail address you signed in with, so that we can find your
              account. Never send us passwords or card details.
            </p>
          </CardContent>
        </Card>

        <section aria-labelledby="topics-title" className="mt-10">
          <h2 id="topics-title" className="font-bold text-2xl text-foreground">
            We can help with
          </h2>
          <ul className="mt-4 space-y-2">
            {topics.map((topic) => (
              <li key={topic} className="flex gap-3 text-foreground">
                <ShieldCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                {topic}
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-10 flex flex-col gap-4 rounded-2xl border border-border bg-card p-6 sm:flex-row sm:items-center">
          <CircleHelp aria-hidden="true" className="size-8 shrink-0 text-primary" />
          <p className="flex-1 text-muted-foreground">
            Many questions are answered in our FAQ, and our Privacy Policy explains your data
            rights.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to="/faq">Read the FAQ</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/privacy-policy">Privacy Policy</Link>
            </Button>
          </div>
        </div>
      </div>
    </PublicLayout>
  );
}
