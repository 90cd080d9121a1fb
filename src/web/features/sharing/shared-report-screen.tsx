import { AttachmentStyleSchema } from "@shared/scoring/attachment";
import { BigFiveScoresSchema } from "@shared/scoring/big-five";
import { CulturalPreferencesSchema } from "@shared/scoring/cultural";
import { useQuery } from "@tanstack/react-query";
import { PublicLayout } from "@web/components/layout/public-layout";
import { Button } from "@web/components/ui/button";
import { MessageCard } from "@web/components/ui/message-card";
import { Spinner } from "@web/components/ui/spinner";
import { ChartCard, NarrativeCard, ReportExtras } from "@web/features/report/report-body";
import { getQueryFn } from "@web/lib/api";
import { usePageMeta } from "@web/lib/page-meta";
import { SITE_NAME } from "@web/lib/site";
import { FileQuestion, Home, Sparkles } from "lucide-react";
import { Link, useParams } from "react-router";
import { z } from "zod";

const SharedReportSchema = z.object({
  user: z.object({ firstName: z.string().nullish(), lastName: z.string().nullish() }).nullish(),
  bigFiveScores: BigFiveScoresSchema,
  attachmentStyle: AttachmentStyleSchema.nullish(),
  aiNarrative: z.string().nullish(),
  culturalPreferences: CulturalPreferencesSchema.partial().nullish(),
});

const readJson = getQueryFn<unknown>({ on401: "throw" });

/** Public, read-only: no sign-in; the server decides what a shared report contains. */
export function SharedReportScreen() {
  const { shareToken = "" } = useParams();
  usePageMeta({
    path: `/shared-report/${shareToken}`,
    title: `Shared Personality Report | ${SITE_NAME}`,
    description: "A personality report shared by its owner.",
    noindex: true,
  });
  const { data, isLoading, isError } = useQuery({
    queryKey: ["/api/shared-report", encodeURIComponent(shareToken)],
    queryFn: async (context) => SharedReportSchema.parse(await readJson(context)),
    retry: false,
    enabled: shareToken !== "",
  });

  if (isLoading) {
    return (
      <PublicLayout>
        <p
          role="status"
          className="flex items-center justify-center gap-2 py-16 text-muted-foreground"
        >
          <Spinner /> Loading personality report...
        </p>
      </PublicLayout>
    );
  }
  if (isError || !data) {
    return (
      <PublicLayout>
        <MessageCard
          icon={FileQuestion}
          title="Report Not Found"
          actions={
            <Button asChild className="mt-2">
              <Link to="/">
                <Home aria-hidden="true" />
                Go to Home
              </Link>
            </Button>
          }
        >
          This personality report is not publicly available or the link may be incorrect.
        </MessageCard>
      </PublicLayout>
    );
  }
  const name =
    [data.user?.firstName, data.user?.lastName].filter(Boolean).join(" ").trim() || "Someone";
  return (
    <PublicLayout>
      <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
        <h1 className="font-bold text-3xl tracking-tight">{name}'s personality report</h1>
        <ChartCard scores={data.bigFiveScores}>
          <p className="mt-4 text-muted-foreground text-sm">
            Scores from 0 to 100 on this survey, not percentiles. Differences under about 10 points
            are within measurement error.
          </p>
        </ChartCard>
        <ReportExtras
          style={data.attachmentStyle ?? null}
          cultural={data.culturalPreferences ?? null}
        />
        <NarrativeCard
          text={data.aiNarrative ?? null}
          empty="AI analysis not available for this report."
        />
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/">
              <Sparkles aria-hidden="true" />
              Create Your Own Report
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/">Start Your Analysis</Link>
          </Button>
        </div>
      </div>
    </PublicLayout>
  );
}
