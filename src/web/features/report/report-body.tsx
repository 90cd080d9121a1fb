import type { AttachmentResult, AttachmentStyle } from "@shared/scoring/attachment";
import type { BigFiveScores } from "@shared/scoring/big-five";
import type { CulturalPreferences } from "@shared/scoring/cultural";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import type { ReactNode } from "react";
import { NarrativeView } from "./narrative";
import { RadarChart } from "./radar-chart";
import { AttachmentCard, CulturalCard, hasCultural } from "./report-cards";

/** Chart, attachment, narrative and cultural card: shared by the report and the public page. */
export function ChartCard({ scores, children }: { scores: BigFiveScores; children?: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Big Five Trait Scores</CardTitle>
      </CardHeader>
      <CardContent>
        <RadarChart scores={scores} />
        {children}
      </CardContent>
    </Card>
  );
}

export function NarrativeCard({
  text,
  empty,
  action,
}: {
  text: string | null;
  empty: string;
  action?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>AI Analysis</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {text ? <NarrativeView text={text} /> : <p>{empty}</p>}
        {action}
      </CardContent>
    </Card>
  );
}

export function ReportExtras({
  style,
  attachment,
  cultural,
}: {
  style: AttachmentStyle | null;
  attachment?: AttachmentResult | null;
  cultural: CulturalPreferences | null;
}) {
  return (
    <>
      <AttachmentCard style={style} attachment={attachment} />
      {hasCultural(cultural) ? <CulturalCard prefs={cultural} /> : null}
    </>
  );
}
