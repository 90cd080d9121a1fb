import { textAnswerMaxLength } from "@shared/survey/answers";
import {
  getScaleLabels,
  type ScaleLabelVariant,
  type SurveyQuestion,
  scaleMax,
  scaleMin,
} from "@shared/survey/question-bank";
import type { AnswerValue } from "@shared/survey/visibility";
import { cn } from "@web/lib/utils";
import { Check } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useId } from "react";

export interface AnswerInputProps {
  question: SurveyQuestion;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  /** The id of the element holding the question text (the group's or the field's name). */
  labelledBy: string;
  /** Extra help for the question, such as why it is asked. */
  describedBy?: string;
  labels?: ScaleLabelVariant;
  /** The survey suppresses Enter in text answers (spec section 5). */
  suppressEnter?: boolean;
  disabled?: boolean;
  /** The survey lays scale options out in one row from `md`; the review card stays a list. */
  layout?: "survey" | "compact";
}

const scaleValues = Array.from({ length: scaleMax - scaleMin + 1 }, (_, i) => scaleMin + i);

/** One answer option: the native radio covers the whole card, so every tap lands on it. */
function OptionCard({
  name,
  checked,
  onSelect,
  disabled,
  className,
  checkClassName,
  children,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  disabled?: boolean;
  className?: string;
  checkClassName?: string;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        "relative flex min-h-12 cursor-pointer select-none items-center gap-3 rounded-xl border-2 border-border bg-card px-4 py-2.5 text-left text-base text-foreground transition-colors hover:border-border-strong has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60",
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        disabled={disabled}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-not-allowed"
      />
      {children}
      <Check
        aria-hidden="true"
        className={cn(
          "ml-auto size-5 shrink-0 text-primary",
          checked ? "visible" : "invisible",
          checkClassName,
        )}
      />
    </label>
  );
}

/** The input for a question's type: 7 scale options, Yes/No, a radio list, or a text area. */
export function AnswerInput({
  question,
  value,
  onChange,
  labelledBy,
  describedBy,
  labels = "survey",
  suppressEnter = false,
  disabled = false,
  layout = "survey",
}: AnswerInputProps) {
  const name = useId();
  const counterId = useId();

  if (question.type === "text") {
    const text = typeof value === "string" ? value : "";
    const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
      if (suppressEnter && event.key === "Enter") event.preventDefault();
    };
    return (
      <div className="flex flex-col gap-2">
        <textarea
          aria-labelledby={labelledBy}
          aria-describedby={describedBy ? `${describedBy} ${counterId}` : counterId}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={textAnswerMaxLength}
          rows={4}
          disabled={disabled}
          placeholder="Type your answer here…"
          className="min-h-32 w-full resize-y rounded-xl border-2 border-border-strong bg-card px-4 py-3 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-primary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-60"
        />
        <p id={counterId} className="self-end text-muted-foreground text-sm tabular-nums">
          {[...text].length}/{textAnswerMaxLength} characters
        </p>
      </div>
    );
  }

  if (question.type === "scale") {
    const scaleLabels = getScaleLabels(question, labels);
    return (
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className={cn("grid gap-2", layout === "survey" && "md:grid-cols-7")}
      >
        {scaleValues.map((n) => (
          <OptionCard
            key={n}
            name={name}
            checked={value === n}
            onSelect={() => onChange(n)}
            disabled={disabled}
            className={cn(
              layout === "survey" &&
                "md:min-h-28 md:flex-col md:justify-start md:gap-1.5 md:px-2 md:pt-3 md:text-center md:text-sm",
            )}
            checkClassName={cn(layout === "survey" && "md:hidden")}
          >
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted font-semibold text-sm tabular-nums"
            >
              {n}
            </span>
            <span className="leading-snug">{scaleLabels[n - scaleMin]}</span>
          </OptionCard>
        ))}
      </div>
    );
  }

  const options =
    question.type === "boolean"
      ? [
          { value: true, label: "Yes" },
          { value: false, label: "No" },
        ]
      : (question.options ?? []);
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={cn("grid gap-2", question.type === "boolean" && "grid-cols-2")}
    >
      {options.map((option) => (
        <OptionCard
          key={String(option.value)}
          name={name}
          checked={value === option.value}
          onSelect={() => onChange(option.value)}
          disabled={disabled}
          className={cn(question.type === "boolean" && "min-h-14 font-semibold")}
        >
          <span className="leading-snug">{option.label}</span>
        </OptionCard>
      ))}
    </div>
  );
}
