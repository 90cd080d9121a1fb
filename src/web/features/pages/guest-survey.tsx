import { BackHomeButton } from "@web/components/layout/back-home-button";
import { PublicLayout } from "@web/components/layout/public-layout";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { IconBadge } from "@web/components/ui/icon-badge";
import { type PageMeta, usePageMeta } from "@web/lib/page-meta";
import { SIGN_IN_URL, SITE_NAME } from "@web/lib/site";
import { guestQuestionCount } from "@web/lib/survey-facts";
import { ArrowLeft, Clock } from "lucide-react";

export const meta: PageMeta = {
  path: "/guest-survey",
  title: `Sample personality quiz | ${SITE_NAME}`,
  description: `A ${guestQuestionCount}-question sample of the ${SITE_NAME} personality survey, with no sign-in needed.`,
  jsonLd: (publicUrl) => ({
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: `Sample personality quiz | ${SITE_NAME}`,
    url: `${publicUrl}/guest-survey`,
    inLanguage: "en-IN",
  }),
};

/** The guest preview is built by a later issue; until then this page says so plainly. */
export default function GuestSurveyPage() {
  usePageMeta(meta);
  return (
    <PublicLayout>
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="font-bold text-4xl text-foreground tracking-tight">
          Sample personality quiz
        </h1>
        <Card className="mt-8">
          <CardContent className="flex flex-col gap-5">
            <div className="flex items-start gap-4">
              <IconBadge shape="square">
                <Clock aria-hidden="true" />
              </IconBadge>
              <div>
                <h2 className="font-semibold text-foreground text-xl">The preview arrives soon</h2>
                <p className="mt-2 text-muted-foreground">
                  We are finishing a {guestQuestionCount}-question sample of our personality survey
                  that you will be able to try without signing in. It is not available yet.
                </p>
              </div>
            </div>
            <p className="text-muted-foreground">
              Meanwhile, you can sign in and take the full survey. Your personality report is free.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild>
                <a href={SIGN_IN_URL}>Sign in with Google</a>
              </Button>
              <BackHomeButton variant="outline" icon={ArrowLeft} />
            </div>
          </CardContent>
        </Card>
      </div>
    </PublicLayout>
  );
}
