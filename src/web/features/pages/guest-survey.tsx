import { PublicLayout } from "@web/components/layout/public-layout";
import { Badge } from "@web/components/ui/badge";
import { GuestPreview } from "@web/features/guest/guest-preview";
import { type PageMeta, usePageMeta } from "@web/lib/page-meta";
import { SITE_NAME } from "@web/lib/site";
import { guestQuestionCount } from "@web/lib/survey-facts";
import { Eye } from "lucide-react";

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

/** The anonymous 5-question preview (spec part 2): a taste of the survey, nothing sent or saved. */
export default function GuestSurveyPage() {
  usePageMeta(meta);
  return (
    <PublicLayout>
      <div className="mx-auto max-w-2xl px-4 py-6 sm:px-6 sm:py-12">
        <Badge variant="outline" className="bg-card">
          <Eye aria-hidden="true" />
          Preview Mode
        </Badge>
        <h1 className="mt-3 font-bold text-3xl text-foreground tracking-tight sm:text-4xl">
          Sample personality quiz
        </h1>
        <GuestPreview />
      </div>
    </PublicLayout>
  );
}
