import { AppLayout } from "@web/components/layout/app-layout";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { usePageMeta } from "@web/lib/page-meta";
import { SITE_NAME } from "@web/lib/site";
import { Construction, Home } from "lucide-react";
import { Link, useLocation } from "react-router";

/** Stands in for a screen that a later release builds; it says so and leads home. */
export function ComingLaterScreen({ title }: { title: string }) {
  const { pathname } = useLocation();
  usePageMeta({
    path: pathname,
    title: `${title} | ${SITE_NAME}`,
    description: `${title} is coming in a later release.`,
    noindex: true,
  });
  return (
    <AppLayout>
      <div className="mx-auto max-w-lg px-4 py-12 sm:px-6 sm:py-16">
        <Card>
          <CardContent className="flex flex-col items-center gap-4 text-center">
            <span className="inline-flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <Construction aria-hidden="true" className="size-7" />
            </span>
            <h1 className="font-bold text-3xl text-foreground tracking-tight">{title}</h1>
            <p className="text-muted-foreground">
              This screen is coming in a later release. Thank you for your patience.
            </p>
            <Button asChild>
              <Link to="/">
                <Home aria-hidden="true" />
                Back to Home
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </AppLayout>
  );
}
