import { type CurrentUser, isAdminRole } from "@shared/auth/user";
import { AppLayout } from "@web/components/layout/app-layout";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { IconBadge } from "@web/components/ui/icon-badge";
import { type PageMeta, usePageMeta } from "@web/lib/page-meta";
import { SIGN_OUT_URL, SITE_NAME } from "@web/lib/site";
import { LogOut, Route, Settings, ShieldCheck } from "lucide-react";
import { Link } from "react-router";

const meta: PageMeta = {
  path: "/",
  title: `Your dashboard | ${SITE_NAME}`,
  description: "Your personality journey at a glance.",
  noindex: true,
};

/** On phones the three actions share one row, as words without icons. */
const actionClass = "flex-1 sm:flex-none max-sm:[&_svg]:hidden";

const journey = [
  { label: "Profile setup", to: "/profile-setup" },
  { label: "Personality survey", to: "/survey" },
  { label: "Personality report", to: "/personality-report" },
  { label: "Search profiles", to: "/search-profiles" },
  { label: "Requests you sent", to: "/manage-requests" },
  { label: "Requests for you", to: "/requests" },
];

/** Home of an approved user. The journey dashboard (spec part 2) replaces the body later. */
export function HomeScreen({ user }: { user: CurrentUser }) {
  usePageMeta(meta);
  const greetingName = user.firstName || user.email || "there";

  return (
    <AppLayout
      actions={
        <>
          {isAdminRole(user.role) ? (
            <Button asChild variant="outline" size="sm" className={actionClass}>
              <Link to="/admin">
                <ShieldCheck aria-hidden="true" />
                Admin Panel
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="outline" size="sm" className={actionClass}>
            <Link to="/settings">
              <Settings aria-hidden="true" />
              Settings
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm" className={actionClass}>
            <a href={SIGN_OUT_URL}>
              <LogOut aria-hidden="true" />
              Logout
            </a>
          </Button>
        </>
      }
    >
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="break-words font-bold text-3xl text-foreground tracking-tight sm:text-4xl">
          Welcome back, {greetingName}!
        </h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Your account is approved. This is where your personality journey will live.
        </p>
        <Card className="mt-8">
          <CardContent className="flex flex-col gap-4">
            <div className="flex items-start gap-4">
              <IconBadge shape="square">
                <Route aria-hidden="true" />
              </IconBadge>
              <div>
                <h2 className="font-semibold text-foreground text-xl">Your journey</h2>
                <p className="mt-2 text-muted-foreground">
                  Each step is one tap away. A fuller dashboard with your progress comes in a later
                  release.
                </p>
              </div>
            </div>
            <ol className="grid gap-2 sm:grid-cols-2">
              {journey.map((step, index) => (
                <li key={step.to}>
                  <Link
                    to={step.to}
                    className="flex min-h-11 items-center gap-3 rounded-lg border border-border bg-background px-4 py-3 text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-muted font-semibold text-muted-foreground text-sm">
                      {index + 1}
                    </span>
                    {step.label}
                  </Link>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      </div>
    </AppLayout>
  );
}
