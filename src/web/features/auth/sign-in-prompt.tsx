import { AppLayout } from "@web/components/layout/app-layout";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { type PageMeta, usePageMeta } from "@web/lib/page-meta";
import { SIGN_IN_URL, SITE_NAME } from "@web/lib/site";
import { Home, LogIn } from "lucide-react";
import { Link } from "react-router";

const meta: PageMeta = {
  path: "/",
  title: `Sign in | ${SITE_NAME}`,
  description: `Sign in to ${SITE_NAME} to continue.`,
  noindex: true,
};

/** A product screen opened while signed out. */
export function SignInPrompt() {
  usePageMeta(meta);
  return (
    <AppLayout>
      <div className="mx-auto max-w-lg px-4 py-12 sm:px-6 sm:py-16">
        <Card>
          <CardContent className="flex flex-col items-center gap-4 text-center">
            <span className="inline-flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <LogIn aria-hidden="true" className="size-7" />
            </span>
            <h1 className="font-bold text-3xl text-foreground tracking-tight">Please sign in</h1>
            <p className="text-muted-foreground">
              You need to sign in to open this page. Signing up is free, and your personality report
              costs nothing.
            </p>
            <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <Button asChild size="lg">
                <a href={SIGN_IN_URL}>
                  <LogIn aria-hidden="true" />
                  Sign in with Google
                </a>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/">
                  <Home aria-hidden="true" />
                  Back to Home
                </Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    </AppLayout>
  );
}
