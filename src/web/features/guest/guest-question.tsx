import type { GuestQuestion } from "@shared/survey/guest-preview";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/utils";
import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import type { Ref } from "react";

interface GuestQuestionScreenProps {
  question: GuestQuestion;
  /** 0-based position of the question. */
  index: number;
  total: number;
  labels: readonly string[];
  /** The answer chosen so far (1-7), if any. */
  value: number | undefined;
  /** Fade the question in; false on the first render, so the prerendered page shows at once. */
  animate: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onAnswer: (value: number) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** One statement, its progress and the seven agreement levels as big buttons. */
export function GuestQuestionScreen({
  question,
  index,
  total,
  labels,
  value,
  animate,
  headingRef,
  onAnswer,
  onPrevious,
  onNext,
}: GuestQuestionScreenProps) {
  const position = `Question ${index + 1} of ${total}`;
  const headingId = `guest-question-${question.id}`;
  // Spec section 9: progress = index / total, as on the full survey.
  const percent = Math.round((index / total) * 100);

  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="font-semibold text-foreground">{position}</p>
        <p className="text-muted-foreground">{percent}% done</p>
      </div>
      <div
        role="progressbar"
        aria-label="Preview progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={index}
        aria-valuetext={position}
        className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>

      {/* Keyed by question: a new statement (and its buttons) fades in when it arrives. */}
      <div
        key={question.id}
        className={cn(
          "mt-5",
          animate &&
            "transition-[opacity,translate] duration-300 ease-out starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none",
        )}
      >
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="font-semibold text-2xl text-foreground leading-snug tracking-tight focus:outline-none sm:text-3xl"
        >
          {question.text}
        </h2>
        <p id={`${headingId}-hint`} className="mt-2 text-muted-foreground">
          How well does this describe you?
        </p>
        <fieldset
          className="mt-5 flex flex-col gap-2 md:grid md:grid-cols-7"
          aria-labelledby={headingId}
          aria-describedby={`${headingId}-hint`}
        >
          {labels.map((label, i) => {
            const option = i + 1;
            const selected = value === option;
            return (
              <button
                key={label}
                type="button"
                aria-pressed={selected}
                onClick={() => onAnswer(option)}
                className={cn(
                  "flex min-h-12 w-full items-center gap-3 rounded-xl border px-4 py-2 text-left font-medium text-base transition-colors md:h-full md:flex-col md:justify-start md:gap-2 md:px-1 md:py-3 md:text-center md:text-sm md:leading-snug focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                  selected
                    ? "border-primary bg-primary text-primary-foreground"
                    : "border-border-strong bg-card text-foreground hover:border-primary hover:bg-accent",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm",
                    selected ? "bg-primary-foreground text-primary" : "bg-muted text-foreground",
                  )}
                >
                  {option}
                </span>
                <span className="flex-1 md:flex-none">{label}</span>
                {selected ? (
                  <Check aria-hidden="true" className="size-5 shrink-0 md:hidden" />
                ) : null}
              </button>
            );
          })}
        </fieldset>
      </div>

      <div className="mt-5 flex items-center justify-between gap-3">
        <Button variant="outline" onClick={onPrevious} disabled={index === 0}>
          <ArrowLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="ghost" onClick={onNext} disabled={value === undefined}>
          Next
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
