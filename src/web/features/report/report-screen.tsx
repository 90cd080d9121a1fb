import type { PersonalityReport } from "@shared/report/schemas";
import { AppLayout } from "@web/components/layout/app-layout";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { MessageCard } from "@web/components/ui/message-card";
import { Spinner } from "@web/components/ui/spinner";
import { errorStatus, serverMessage } from "@web/lib/api";
import { usePageMeta } from "@web/lib/page-meta";
import { SITE_NAME } from "@web/lib/site";
import { toast } from "@web/lib/toast";
import { AlertTriangle, Download, FileQuestion, Heart, Home, RefreshCw } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { downloadPdf, regenerateAi, usePersonalityReport } from "./api/report-api";
import { ChartCard, NarrativeCard, ReportExtras } from "./report-body";
import { TraitCard } from "./report-cards";
import { ShareButton, StopSharing } from "./share-actions";
import { traitOrder } from "./traits";

async function onDownload() {
  try {
    if (!(await downloadPdf())) {
      toast({ title: "Coming Soon", description: "PDF download will be available soon." });
    }
  } catch (error) {
    toast({
      title: "Download Failed",
      description: serverMessage(error) ?? "Could not download your report. Please try again.",
      variant: "destructive",
    });
  }
}

function TopBar() {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="ghost" size="sm">
        <Link to="/">
          <Home aria-hidden="true" />
          Home
        </Link>
      </Button>
      <Button variant="outline" size="sm" onClick={() => void onDownload()}>
        <Download aria-hidden="true" />
        Download PDF
      </Button>
      <ShareButton />
    </div>
  );
}

function RegenerateButton() {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await regenerateAi();
      toast({
        title: "Success",
        description: "AI analysis regenerated successfully! Refreshing...",
      });
      window.setTimeout(() => window.location.reload(), 1500);
    } catch (error) {
      const status = errorStatus(error);
      if (status === null)
        toast({
          title: "Error",
          description: "Something went wrong. Please try again.",
          variant: "destructive",
        });
      else
        toast({
          title: "Error",
          description:
            (status === 429 ? serverMessage(error) : null) ??
            "Failed to regenerate AI analysis. Please try again.",
          variant: "destructive",
        });
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void run()} disabled={busy}>
      <RefreshCw aria-hidden="true" />
      Regenerate AI Analysis
    </Button>
  );
}

function ReportView({ report }: { report: PersonalityReport }) {
  const scores = report.bigFiveScores;
  if (!scores) return null;
  const needsRegen = !report.aiNarrative || report.aiFailed;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="font-bold text-3xl tracking-tight">Your Personality Report</h1>
      {report.status === "generating" ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner /> Updating your report… this page updates itself.
        </p>
      ) : null}
      {report.qualityFlags.length > 0 ? (
        <Card className="border-warning-border bg-warning-soft" role="note">
          <CardContent className="flex gap-3 text-warning-foreground">
            <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
            <div>
              <p className="font-semibold">Your answers may not describe you well.</p>
              <ul className="list-disc pl-5 text-sm">
                {report.qualityFlags.map((f) => (
                  <li key={f.code}>{f.message}</li>
                ))}
              </ul>
            </div>
          </CardContent>
        </Card>
      ) : null}
      <ChartCard scores={scores}>
        <p className="mt-4 text-muted-foreground text-sm">
          These are scores from 0 to 100 on this survey, not percentiles. Differences under about 10
          points are within measurement error.{" "}
          <Link to="/methodology" className="text-primary underline underline-offset-4">
            How we score
          </Link>
        </p>
      </ChartCard>
      <section aria-labelledby="traits-heading" className="flex flex-col gap-3">
        <h2 id="traits-heading" className="font-semibold text-2xl">
          Your Five Traits
        </h2>
        {traitOrder.map((t) => (
          <TraitCard key={t} trait={t} score={scores[t] ?? 0} />
        ))}
      </section>
      <ReportExtras
        style={report.attachmentStyle}
        attachment={report.attachment}
        cultural={report.culturalPreferences}
      />
      <NarrativeCard
        text={report.aiNarrative}
        empty="AI analysis is not available yet."
        action={needsRegen ? <RegenerateButton /> : null}
      />
      <Card>
        <CardContent>
          <StopSharing />
        </CardContent>
      </Card>
      <div className="flex justify-center">
        <Button asChild size="lg">
          <Link to="/search-profiles">
            <Heart aria-hidden="true" />
            Find Compatible Matches
          </Link>
        </Button>
      </div>
    </div>
  );
}

export function PersonalityReportScreen() {
  usePageMeta({
    path: "/personality-report",
    title: `Your Personality Report | ${SITE_NAME}`,
    description: "Your Big Five trait scores, attachment style and analysis.",
    noindex: true,
  });
  const navigate = useNavigate();
  const { data, isLoading, error, refetch } = usePersonalityReport();
  const notFound = errorStatus(error) === 404;
  useEffect(() => {
    if (!notFound) return;
    toast({
      title: "Complete Your Survey First",
      description: "Please complete the personality survey to view your report.",
      variant: "destructive",
    });
    navigate("/survey");
  }, [notFound, navigate]);

  let body: ReactNode;
  if (isLoading || notFound) {
    body = (
      <p
        role="status"
        className="flex items-center justify-center gap-2 py-16 text-muted-foreground"
      >
        <Spinner /> Loading your personality report...
      </p>
    );
  } else if (data?.status === "generating" && !data.bigFiveScores) {
    body = (
      <p
        role="status"
        className="flex items-center justify-center gap-2 py-16 text-muted-foreground"
      >
        <Spinner /> Generating your report… this page updates itself.
      </p>
    );
  } else if (error) {
    body = (
      <MessageCard
        icon={AlertTriangle}
        iconTone="danger"
        title="Unable to Load Your Report"
        actions={
          <Button className="mt-2" onClick={() => void refetch()}>
            <RefreshCw aria-hidden="true" />
            Try Again
          </Button>
        }
      >
        We couldn't load your personality report. Please try again.
      </MessageCard>
    );
  } else if (!data?.bigFiveScores) {
    body = (
      <MessageCard
        icon={FileQuestion}
        title="No Report Found"
        actions={
          <Button asChild className="mt-2">
            <Link to="/survey">Take Survey</Link>
          </Button>
        }
      >
        We couldn't find a personality report for you. Take the survey to create one.
      </MessageCard>
    );
  } else body = <ReportView report={data} />;
  return <AppLayout actions={<TopBar />}>{body}</AppLayout>;
}
