import { type CurrentUser, effectiveStatus } from "@shared/auth/user";
import { AppLayout } from "@web/components/layout/app-layout";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { IconBadge } from "@web/components/ui/icon-badge";
import { type PageMeta, usePageMeta } from "@web/lib/page-meta";
import { getSupportEmail, SIGN_OUT_URL, SITE_NAME } from "@web/lib/site";
import {
  BarChart3,
  Clock,
  FileText,
  Inbox,
  LifeBuoy,
  LogOut,
  Mail,
  Search,
  ShieldX,
  UserCog,
  Users,
} from "lucide-react";

const pendingMeta: PageMeta = {
  path: "/",
  title: `Account Under Review | ${SITE_NAME}`,
  description: "Your account is waiting for an administrator's approval.",
  noindex: true,
};

const rejectedMeta: PageMeta = {
  path: "/",
  title: `Account Access Denied | ${SITE_NAME}`,
  description: "Your account has not been approved.",
  noindex: true,
};

const nextSteps = [
  "An administrator reviews your registration.",
  "You receive an email notification as soon as a decision is made.",
  "Once approved, you get full access to every feature.",
];

const features = [
  { icon: FileText, text: "A comprehensive Big Five personality survey" },
  { icon: BarChart3, text: "A free AI-written personality report" },
  { icon: UserCog, text: "Profile setup with privacy controls" },
  { icon: Search, text: "Search for compatible profiles" },
  { icon: Users, text: "Compatibility analyses, with the other person's consent" },
  { icon: Inbox, text: "Managing the requests you send and receive" },
];

/** Spec part 1 §2: what a signed-in user who is not (yet) approved sees. */
export function AccountStatusScreen({ user }: { user: CurrentUser }) {
  const status = effectiveStatus(user.status);
  const rejected = status === "rejected";
  const StatusIcon = rejected ? ShieldX : Clock;
  usePageMeta(rejected ? rejectedMeta : pendingMeta);
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const supportEmail = getSupportEmail();

  return (
    <AppLayout>
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
        <Card>
          <CardContent className="flex flex-col gap-6">
            <div className="flex flex-col items-center text-center">
              <IconBadge tone={rejected ? "danger" : "warning"} size="xl">
                <StatusIcon aria-hidden="true" />
              </IconBadge>
              <h1 className="mt-4 font-bold text-3xl text-foreground tracking-tight">
                {rejected ? "Account Access Denied" : "Account Under Review"}
              </h1>
              <Badge variant={rejected ? "danger" : "warning"} className="mt-3">
                <StatusIcon aria-hidden="true" />
                Status: {status}
              </Badge>
              <p className="mt-5 text-foreground text-lg">Hello{name ? `, ${name}` : ""}!</p>
              <p className="mt-1 break-all text-muted-foreground">
                Registered with: {user.email ?? ""}
              </p>
              <p className="mt-4 text-muted-foreground">
                {rejected
                  ? "Your registration was reviewed and access to the product has not been granted."
                  : "Thank you for signing up. Your account is waiting for approval by an administrator."}
              </p>
            </div>

            {rejected ? (
              <section
                aria-labelledby="help-title"
                className="rounded-xl border border-border bg-muted p-5"
              >
                <h2
                  id="help-title"
                  className="flex items-center gap-2 font-semibold text-foreground text-xl"
                >
                  <LifeBuoy aria-hidden="true" className="size-5 text-primary" />
                  Need Help?
                </h2>
                <p className="mt-2 text-muted-foreground">
                  If you think this is a mistake or would like to know more, our support team can
                  help.
                </p>
                <Button asChild variant="outline" className="mt-4">
                  <a href={`mailto:${supportEmail}`}>
                    <Mail aria-hidden="true" />
                    Contact Support
                  </a>
                </Button>
              </section>
            ) : (
              <section
                aria-labelledby="next-title"
                className="rounded-xl border border-border bg-muted p-5"
              >
                <h2 id="next-title" className="font-semibold text-foreground text-xl">
                  What happens next?
                </h2>
                <ol className="mt-4 space-y-3">
                  {nextSteps.map((step, index) => (
                    <li key={step} className="flex gap-3">
                      <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-sm">
                        {index + 1}
                      </span>
                      <span className="text-foreground">{step}</span>
                    </li>
                  ))}
                </ol>
                <p className="mt-4 flex items-center gap-2 text-muted-foreground">
                  <Clock aria-hidden="true" className="size-5 shrink-0" />
                  Review usually takes 24-48 hours.
                </p>
              </section>
            )}

            <section aria-labelledby="access-title">
              <h2 id="access-title" className="font-semibold text-foreground text-xl">
                What You'll Get Access To
              </h2>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {features.map((feature) => (
                  <li key={feature.text} className="flex gap-3 text-foreground">
                    <feature.icon
                      aria-hidden="true"
                      className="mt-0.5 size-5 shrink-0 text-primary"
                    />
                    {feature.text}
                  </li>
                ))}
              </ul>
            </section>

            <div className="flex justify-center border-border border-t pt-6">
              <Button asChild variant="outline">
                <a href={SIGN_OUT_URL}>
                  <LogOut aria-hidden="true" />
                  Sign Out
                </a>
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    </AppLayout>
  );
}
