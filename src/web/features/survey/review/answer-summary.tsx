import {
  formatReviewScaleAnswer,
  type SurveyQuestion,
  scaleMax,
} from "@shared/survey/question-bank";
import type { AnswerValue } from "@shared/survey/visibility";
import { cn } from "@web/lib/utils";
import { Check, X } from "lucide-react";
import { type ScaleTone, scaleTone, summarizeText } from "./pending-changes";

const toneClasses: Readonly<Record<ScaleTone, { chip: string; bar: string }>> = {
  orange: { chip: "bg-orange-100 text-orange-900", bar: "bg-orange-500" },
  amber: { chip: "bg-amber-100 text-amber-900", bar: "bg-amber-500" },
  grey: { chip: "bg-stone-200 text-stone-800", bar: "bg-stone-400" },
  blue: { chip: "bg-blue-100 text-blue-900", bar: "bg-blue-600" },
  green: { chip: "bg-green-100 text-green-900", bar: "bg-green-600" },
};

/** A saved answer at a glance (spec section 2, review screen "Not editing"). */
export function AnswerSummary({
  question,
  value,
}: {
  question: SurveyQuestion;
  value: AnswerValue | null;
}) {
  if (value === null) return <p className="text-muted-foreground">No answer yet</p>;

  if (question.type === "scale" && typeof value === "number") {
    const tone = toneClasses[scaleTone(value)];
    return (
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={cn(
            "flex size-9 shrink-0 items-center justify-center rounded-full font-bold tabular-nums",
            tone.chip,
          )}
        >
          {value}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
            <div
              className={cn("h-full rounded-full", tone.bar)}
              style={{ width: `${(value / scaleMax) * 100}%` }}
            />
          </div>
          <p className="text-foreground text-sm">{formatReviewScaleAnswer(question, value)}</p>
        </div>
      </div>
    );
  }

  if (question.type === "boolean" && typeof value === "boolean") {
    const Icon = value ? Check : X;
    return (
      <p className="flex items-center gap-2 font-medium text-foreground">
        <span
          aria-hidden="true"
          className={cn(
            "flex size-8 items-center justify-center rounded-full",
            value
              ? "bg-success-soft text-success-foreground"
              : "bg-destructive-soft text-destructive-soft-foreground",
          )}
        >
          <Icon className="size-5" />
        </span>
        {value ? "Yes" : "No"}
      </p>
    );
  }

  if (question.type === "select") {
    const label = question.options?.find((o) => o.value === value)?.label ?? String(value);
    return <p className="font-medium text-foreground">{label}</p>;
  }

  const text = String(value);
  const summary = summarizeText(text);
  return (
    <p className="text-foreground">
      {summary === text ? (
        text
      ) : (
        <>
          <span aria-hidden="true">{summary}</span>
          <span className="sr-only">{text}</span>
        </>
      )}
    </p>
  );
}
