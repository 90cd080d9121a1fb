import {
  type AttachmentResult,
  type AttachmentStyle,
  attachmentStyleLabels,
} from "@shared/scoring/attachment";
import {
  type BigFiveBand,
  bigFiveBandLabels,
  bigFiveBandRanges,
  getBigFiveBand,
  toTraitPercent,
} from "@shared/scoring/big-five";
import type { CulturalPreferences } from "@shared/scoring/cultural";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { cn } from "@web/lib/utils";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { type Trait, traitLabels } from "./traits";

const traitText: Record<Trait, { about: string; high: string; low: string }> = {
  openness: {
    about: "Curiosity, imagination and interest in new ideas and experiences.",
    high: "Enjoys trying new food, travel and ideas; likes art and abstract questions.",
    low: "Prefers the familiar and practical; values routine and proven ways.",
  },
  conscientiousness: {
    about: "Organisation, reliability and self-discipline in reaching goals.",
    high: "Plans ahead, keeps promises and finishes tasks on time.",
    low: "Spontaneous and flexible; may leave things to the last minute.",
  },
  extraversion: {
    about: "Energy drawn from company, talkativeness and assertiveness.",
    high: "Feels energised by gatherings and starts conversations easily.",
    low: "Prefers quiet time and small groups; recharges alone.",
  },
  agreeableness: {
    about: "Warmth, cooperation and consideration for others.",
    high: "Trusting and helpful; looks for compromise in a disagreement.",
    low: "Direct and sceptical; comfortable putting their own view first.",
  },
  neuroticism: {
    about: "How strongly one feels stress, worry and changing moods.",
    high: "Feels worry and tension readily; moods can shift quickly.",
    low: "Stays calm under pressure and recovers quickly from setbacks.",
  },
};

const bands: BigFiveBand[] = ["veryLow", "low", "average", "high", "veryHigh"];

/** Big Five bar colour rule (spec section 9): 70+ green, 50+ yellow, else red; always with words. */
function barColour(percent: number): string {
  if (percent >= 70) return "bg-green-600";
  if (percent >= 50) return "bg-yellow-500";
  return "bg-red-600";
}

export function TraitCard({ trait, score }: { trait: Trait; score: number }) {
  const [open, setOpen] = useState(false);
  const percent = toTraitPercent(score);
  const band = getBigFiveBand(score);
  const text = traitText[trait];
  const bodyId = `trait-${trait}`;
  return (
    <Card className="overflow-hidden" data-testid={`trait-card-${trait}`}>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
          className="flex w-full flex-col gap-2 p-5 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        >
          <span className="flex w-full items-center justify-between gap-2">
            <span className="flex items-center gap-2 font-semibold text-lg">
              <span
                aria-hidden="true"
                className="size-3 rounded-full"
                style={{ background: `var(--trait-${trait})` }}
              />
              {traitLabels[trait]}
            </span>
            <span className="flex items-center gap-2 text-base">
              <span data-testid={`trait-score-${trait}`} className="font-semibold">
                {percent}%
              </span>
              <span className="text-muted-foreground">{bigFiveBandLabels[band]}</span>
              <ChevronDown
                aria-hidden="true"
                className={cn("size-5 transition-transform", open && "rotate-180")}
              />
            </span>
          </span>
          <span aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-muted">
            <span
              className={cn("block h-full rounded-full", barColour(percent))}
              style={{ width: `${percent}%` }}
            />
          </span>
        </button>
      </h3>
      <div id={bodyId} hidden={!open} className="space-y-3 px-5 pb-5">
        <p>{text.about}</p>
        <p>
          <span className="font-semibold">High scorers: </span>
          {text.high}
        </p>
        <p>
          <span className="font-semibold">Low scorers: </span>
          {text.low}
        </p>
        <ol className="grid grid-cols-5 gap-1 text-center text-xs" aria-label="Score ranges">
          {bands.map((b) => {
            const [from, to] = bigFiveBandRanges[b];
            const mine = b === band;
            return (
              <li
                key={b}
                aria-current={mine ? "true" : undefined}
                className={cn(
                  "rounded-md border px-1 py-2",
                  mine
                    ? "border-primary bg-secondary font-semibold text-secondary-foreground"
                    : "border-border text-muted-foreground",
                )}
              >
                <span className="block">{bigFiveBandLabels[b]}</span>
                <span className="block">
                  {from}-{to}
                </span>
                {mine ? <span className="sr-only"> (your band)</span> : null}
              </li>
            );
          })}
        </ol>
      </div>
    </Card>
  );
}

const styleMeaning: Record<AttachmentStyle, string> = {
  secure: "Comfortable with closeness and with depending on a partner.",
  anxious: "Values closeness highly and may worry about a partner's commitment.",
  avoidant: "Values independence and may find deep closeness uncomfortable.",
  disorganized: "Wants closeness yet also fears it; both worry and distance are raised.",
};

function Dimension({ name, value, meaning }: { name: string; value: number; meaning: string }) {
  return (
    <div>
      <p className="flex justify-between font-medium">
        <span>{name}</span>
        <span>{value.toFixed(1)} / 7</span>
      </p>
      <span aria-hidden="true" className="mt-1 block h-2 rounded-full bg-muted">
        <span
          className="block h-full rounded-full bg-primary"
          style={{ width: `${((value - 1) / 6) * 100}%` }}
        />
      </span>
      <p className="mt-1 text-muted-foreground text-sm">{meaning}</p>
    </div>
  );
}

export function AttachmentCard({
  style,
  attachment,
}: {
  style: AttachmentStyle | null;
  attachment?: AttachmentResult | null;
}) {
  const s = attachment?.style ?? style;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Attachment Style</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {s ? (
          <>
            <p className="font-semibold text-xl" data-testid="attachment-style">
              {attachmentStyleLabels[s]}
            </p>
            <p>{styleMeaning[s]}</p>
          </>
        ) : (
          <p>Attachment style not available.</p>
        )}
        {attachment ? (
          <>
            <Dimension
              name="Anxiety"
              value={attachment.anxiety}
              meaning="How much you worry about rejection or a partner's availability (1 low to 7 high)."
            />
            <Dimension
              name="Avoidance"
              value={attachment.avoidance}
              meaning="How uneasy you feel with closeness and depending on others (1 low to 7 high)."
            />
            <p className="text-muted-foreground text-sm">
              These two scores describe you more reliably than the style name alone.
            </p>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

const importanceWords = (v: number) =>
  v >= 6 ? "Very important" : v >= 4 ? "Somewhat important" : "Less important";

export function hasCultural(c: CulturalPreferences | null | undefined): c is CulturalPreferences {
  return !!c && Object.values(c).some((v) => v !== undefined && v !== null && v !== "");
}

export function CulturalCard({ prefs }: { prefs: CulturalPreferences }) {
  const rows: [string, string][] = [];
  if (prefs.religionImportance)
    rows.push([
      "Religion in daily life",
      `${importanceWords(prefs.religionImportance)} (${prefs.religionImportance}/7)`,
    ]);
  if (prefs.sharedReligionImportance)
    rows.push([
      "Partner sharing your religion",
      `${importanceWords(prefs.sharedReligionImportance)} (${prefs.sharedReligionImportance}/7)`,
    ]);
  if (prefs.casteCommunityImportance)
    rows.push([
      "Same caste or community",
      `${importanceWords(prefs.casteCommunityImportance)} (${prefs.casteCommunityImportance}/7)`,
    ]);
  if (prefs.regionalBackground)
    rows.push([
      "Same regional background",
      { yes: "Preferred", no: "Not needed", neutral: "Neutral" }[prefs.regionalBackground],
    ]);
  if (prefs.jointFamilyImportance)
    rows.push([
      "Living in a joint family",
      `${importanceWords(prefs.jointFamilyImportance)} (${prefs.jointFamilyImportance}/7)`,
    ]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cultural Alignment</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-2">
          {rows.map(([k, v]) => (
            <div key={k} className="rounded-lg bg-muted p-3">
              <dt className="text-muted-foreground text-sm">{k}</dt>
              <dd className="font-medium">{v}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
