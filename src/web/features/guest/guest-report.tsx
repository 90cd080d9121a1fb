import { type GuestTraitResult, guestPreviewNotice } from "@shared/survey/guest-preview";
import { Button } from "@web/components/ui/button";
import { SIGN_IN_URL } from "@web/lib/site";
import { surveyFacts } from "@web/lib/survey-facts";
import { Info, RotateCcw } from "lucide-react";
import type { Ref } from "react";
import { guestLevelMeaning, guestTraitCopy } from "./trait-copy";

interface GuestReportProps {
  results: readonly GuestTraitResult[];
  questionCount: number;
  headingRef: Ref<HTMLHeadingElement>;
  onStartOver: () => void;
}

/**
 * The sample report: one line per trait with the guest score and its label in words. It is a
 * taste from one answer per trait (reliability near .2, science.md), so it says so first and
 * offers the full survey; nothing here is saved or compared with anyone.
 */
export function GuestReport({ results, questionCount, headingRef, onStartOver }: GuestReportProps) {
  const { questionCount: fullCount, minutes } = surveyFacts;
  return (
    <section aria-labelledby="guest-report-title">
      <h2
        id="guest-report-title"
        ref={headingRef}
        tabIndex={-1}
        className="font-semibold text-2xl text-foreground leading-snug tracking-tight focus:outline-none sm:text-3xl"
      >
        Your sample report
      </h2>
      <div className="mt-4 flex gap-3 rounded-xl border border-border-strong bg-accent p-4 text-accent-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{guestPreviewNotice}</p>
          <p className="mt-1">
            With one question per trait, a single answer can move a result a long way, so read these
            as a first impression. They are not saved and not compared with anyone.
          </p>
        </div>
      </div>

      <ul className="mt-6 flex flex-col gap-3">
        {results.map(({ trait, percent, level }) => {
          const copy = guestTraitCopy[trait];
          return (
            <li key={trait} className="rounded-2xl border border-border bg-card p-5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <h3 className="font-semibold text-foreground text-lg">{copy.name}</h3>
                <p className="text-foreground">
                  <span className="font-bold text-xl tabular-nums">{percent}%</span>
                  <span className="ml-2 inline-flex items-center rounded-full border border-border-strong px-2.5 py-0.5 font-medium text-sm">
                    {level}
                  </span>
                </p>
              </div>
              <div aria-hidden="true" className="mt-3 h-2 overflow-hidden rounded-full bg-muted">
                <div
                  className="h-full rounded-full"
                  style={{ width: `${percent}%`, backgroundColor: copy.color }}
                />
              </div>
              <p className="mt-3 text-muted-foreground">
                {copy.about}{" "}
                <span className="text-foreground">
                  {level}: {guestLevelMeaning[level]}.
                </span>
              </p>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-muted-foreground text-sm">
        Each percent is your answer out of 7, the top of the scale. It is a position on the scale,
        not a percentile: above 70 reads High, above 40 Moderate, otherwise Low.
      </p>

      <div className="mt-8 rounded-2xl border border-border bg-card p-6 sm:p-8">
        <h3 className="font-semibold text-foreground text-xl">Get your full, free report</h3>
        <p className="mt-2 text-muted-foreground">
          This taste used {questionCount} questions. The full assessment has {fullCount} questions,
          five for each trait plus how you handle closeness, values and everyday life, so your
          report describes you far more reliably.
        </p>
        <Button asChild size="lg" className="mt-5 w-full whitespace-normal sm:w-auto">
          <a href={SIGN_IN_URL}>Sign Up to Get Your Full Report</a>
        </Button>
        <p className="mt-3 text-muted-foreground text-sm">
          Free to start • Takes {minutes} minutes
        </p>
      </div>

      <div className="mt-6">
        <Button variant="outline" onClick={onStartOver}>
          <RotateCcw aria-hidden="true" />
          Start over
        </Button>
      </div>
    </section>
  );
}
