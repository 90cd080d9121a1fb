import {
  type SurveyCategory,
  type SurveyQuestion,
  surveyCategories,
  surveyCategoryDetails,
} from "@shared/survey/question-bank";
import type { Answers } from "@shared/survey/visibility";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/utils";
import { Check, CircleAlert, CloudCheck, Home } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { categoryIcons } from "./category-icon";
import { isAnswered, progressMessage } from "./survey-navigation";

export type SaveState = "idle" | "saving" | "saved" | "error";

function SaveIndicator({ state }: { state: SaveState }) {
  return (
    <p
      role="status"
      className="flex min-w-20 items-center justify-end gap-1.5 text-muted-foreground text-sm"
    >
      {state === "saving" ? (
        <>
          <Spinner className="size-4" />
          Saving…
        </>
      ) : state === "saved" ? (
        <>
          <CloudCheck aria-hidden="true" className="size-4 text-success-foreground" />
          Saved
        </>
      ) : state === "error" ? (
        <>
          <CircleAlert aria-hidden="true" className="size-4 text-destructive" />
          Not saved
        </>
      ) : null}
    </p>
  );
}

/** Spec section 2: Home button, "Question n of total" and the Saving/Saved indicator. */
export function SurveyHeader({
  position,
  total,
  saveState,
}: {
  position: number | null;
  total: number;
  saveState: SaveState;
}) {
  return (
    <header className="sticky top-0 z-20 border-border border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <div className="mx-auto grid min-h-14 max-w-3xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-2 sm:px-6">
        <Button asChild variant="ghost" size="sm" className="justify-self-start">
          <Link to="/">
            <Home aria-hidden="true" />
            Home
          </Link>
        </Button>
        <p className="font-semibold text-foreground text-sm tabular-nums sm:text-base">
          {position === null ? "" : `Question ${position} of ${total}`}
        </p>
        <div className="justify-self-end pr-2">
          <SaveIndicator state={saveState} />
        </div>
      </div>
    </header>
  );
}

export function ProgressCard({ percent, titleId }: { percent: number; titleId: string }) {
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-border bg-card px-4 py-4 sm:px-6"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h1 id={titleId} className="font-semibold text-foreground text-lg">
          Personality Survey
        </h1>
        <span className="font-semibold text-primary text-sm tabular-nums">{percent}% complete</span>
      </div>
      <div
        role="progressbar"
        aria-label="Survey progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% complete`}
        className="mt-2.5 h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-muted-foreground text-sm">{progressMessage(percent)}</p>
    </section>
  );
}

/**
 * One chip per category with visible questions; the current one is highlighted. Tapping a
 * chip jumps to its first visible question (our addition to the spec). On phones the row
 * scrolls sideways inside itself, keeping the current chip in view; from `sm` it wraps.
 */
export function CategoryChips({
  questions,
  answers,
  current,
  onJump,
}: {
  questions: readonly SurveyQuestion[];
  answers: Answers;
  current: SurveyCategory;
  onJump: (category: SurveyCategory) => void;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const categories = surveyCategories.filter((c) => questions.some((q) => q.category === c));

  useEffect(() => {
    const list = listRef.current;
    const chip = list?.querySelector<HTMLElement>(`[data-category="${current}"]`);
    if (!list || !chip || list.scrollWidth <= list.clientWidth) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    list.scrollTo({
      left: chip.offsetLeft - (list.clientWidth - chip.offsetWidth) / 2,
      behavior: reduce ? "instant" : "smooth",
    });
  }, [current]);

  return (
    <nav aria-label="Survey sections">
      <ul
        ref={listRef}
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {categories.map((category) => {
          const Icon = categoryIcons[category];
          const inCategory = questions.filter((q) => q.category === category);
          const done = inCategory.every((q) => isAnswered(q, answers[q.id]));
          const active = category === current;
          return (
            <li key={category} className="shrink-0" data-category={category}>
              <button
                type="button"
                onClick={() => onJump(category)}
                aria-current={active ? "step" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-full border px-3.5 font-medium text-sm transition-colors focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2",
                  active
                    ? "border-primary bg-primary text-primary-foreground"
                    : "border-border bg-card text-foreground hover:border-border-strong hover:bg-muted",
                )}
              >
                {done && !active ? (
                  <Check aria-hidden="true" className="size-4 text-success-foreground" />
                ) : (
                  <Icon aria-hidden="true" className="size-4" />
                )}
                {surveyCategoryDetails[category].label}
                {done ? <span className="sr-only"> (answered)</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Covers the screen while POST /api/survey/submit runs (spec section 2). */
export function ProcessingOverlay() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-foreground/40 p-4 backdrop-blur-sm">
      <div
        role="status"
        aria-live="assertive"
        className="flex w-full max-w-sm flex-col items-center gap-3 rounded-2xl border border-border bg-card p-8 text-center shadow-xl"
      >
        <Spinner className="size-10 text-primary" />
        <p className="font-semibold text-foreground text-xl">Submitting your survey…</p>
        <p className="text-muted-foreground">
          Saving your answers and starting your personality report. Please keep this page open.
        </p>
      </div>
    </div>
  );
}
