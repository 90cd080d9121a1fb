import { type SurveyQuestion, surveyCategoryDetails } from "@shared/survey/question-bank";
import type { AnswerValue } from "@shared/survey/visibility";
import { Card, CardContent } from "@web/components/ui/card";
import { type Ref, useId } from "react";
import { AnswerInput } from "./answer-input";
import { categoryIcons } from "./category-icon";
import { hasSensitiveNote, SensitiveNote } from "./sensitive-note";

/**
 * One question. Keyed by question id by the caller, so that each new question fades in over
 * 150 ms (spec section 9); reduced motion turns the transition off (styles.css).
 */
export function QuestionCard({
  question,
  value,
  onAnswer,
  headingRef,
}: {
  question: SurveyQuestion;
  value: AnswerValue | undefined;
  onAnswer: (value: AnswerValue) => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const headingId = useId();
  const noteId = useId();
  const Icon = categoryIcons[question.category];
  return (
    <Card className="transition-opacity duration-150 ease-out starting:opacity-0">
      <CardContent className="flex flex-col gap-5 p-4 sm:p-8">
        <div className="flex flex-col gap-2">
          <p className="flex items-center gap-2 font-semibold text-primary text-sm">
            <Icon aria-hidden="true" className="size-4" />
            {surveyCategoryDetails[question.category].label}
          </p>
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-pretty font-semibold text-foreground text-xl leading-snug focus:outline-none sm:text-2xl"
          >
            {question.text}
          </h2>
        </div>
        <SensitiveNote questionId={question.id} id={noteId} />
        <AnswerInput
          question={question}
          value={value}
          onChange={onAnswer}
          labelledBy={headingId}
          describedBy={hasSensitiveNote(question.id) ? noteId : undefined}
          suppressEnter
        />
      </CardContent>
    </Card>
  );
}
