import { getStoredAnswerValue, type StoredAnswer, toAnswerFields } from "@shared/survey/answers";
import type { SurveyQuestion } from "@shared/survey/question-bank";
import type { AnswerValue } from "@shared/survey/visibility";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { isUnauthorizedError } from "@web/lib/api";
import { toast } from "@web/lib/toast";
import { Clock, Pencil, Save } from "lucide-react";
import { useId, useState } from "react";
import { AnswerInput } from "../answer-input";
import { cacheStoredAnswer } from "../api/get-survey-responses";
import { saveSurveyResponse } from "../api/save-survey-response";
import { reviewSavedToast, reviewSaveFailedToast } from "../messages";
import { isAnswered } from "../survey-navigation";
import { AnswerSummary } from "./answer-summary";
import type { PendingChange } from "./pending-changes";

/** One numbered question of a section: its answer, and an editor behind the Edit toggle. */
export function ResponseCard({
  number,
  question,
  row,
  userId,
  pending,
  onSaved,
}: {
  number: number;
  question: SurveyQuestion;
  row: StoredAnswer;
  userId: string;
  pending: boolean;
  onSaved: (change: PendingChange) => void;
}) {
  const queryClient = useQueryClient();
  const value = getStoredAnswerValue(row);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<AnswerValue | undefined>(value ?? undefined);
  const headingId = useId();
  const editLabelId = useId();
  const editorId = useId();
  const save = useMutation({ mutationFn: saveSurveyResponse });

  const startEditing = () => {
    setDraft(value ?? undefined);
    setEditing(true);
  };

  const submit = () => {
    if (draft === undefined || !isAnswered(question, draft)) return;
    const newValue = typeof draft === "string" && question.type === "text" ? draft.trim() : draft;
    if (newValue === value) {
      setEditing(false);
      return;
    }
    save.mutate(
      { questionId: question.id, ...toAnswerFields(question, newValue), userId },
      {
        onSuccess: (saved) => {
          cacheStoredAnswer(queryClient, saved);
          onSaved({ oldValue: value, newValue, type: question.type });
          setEditing(false);
          toast(reviewSavedToast);
        },
        onError: (error) => {
          if (!isUnauthorizedError(error)) toast(reviewSaveFailedToast);
        },
      },
    );
  };

  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground text-sm tabular-nums"
          >
            {number}
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <h3
              id={headingId}
              className="text-pretty font-medium text-base text-foreground leading-snug"
            >
              <span className="sr-only">Question {number}: </span>
              {question.text}
            </h3>
            {row.isModified || pending ? (
              <div className="flex flex-wrap gap-2">
                {row.isModified ? (
                  <Badge variant="outline" className="py-0.5">
                    <Pencil aria-hidden="true" />
                    Modified
                  </Badge>
                ) : null}
                {pending ? (
                  <Badge variant="warning" className="py-0.5">
                    <Clock aria-hidden="true" />
                    Pending
                  </Badge>
                ) : null}
              </div>
            ) : null}
          </div>
          <Button
            variant={editing ? "secondary" : "outline"}
            size="sm"
            aria-expanded={editing}
            aria-controls={editing ? editorId : undefined}
            aria-describedby={headingId}
            onClick={() => (editing ? setEditing(false) : startEditing())}
            disabled={save.isPending}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        </div>

        {editing ? (
          <div id={editorId} className="flex flex-col gap-3 border-border border-t pt-4">
            <p id={editLabelId} className="font-semibold text-foreground text-sm">
              Edit your response:
            </p>
            <AnswerInput
              question={question}
              value={draft}
              onChange={setDraft}
              labelledBy={`${editLabelId} ${headingId}`}
              labels="review"
              layout="compact"
              disabled={save.isPending}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setEditing(false)} disabled={save.isPending}>
                Cancel
              </Button>
              <Button onClick={submit} disabled={save.isPending || !isAnswered(question, draft)}>
                {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
                Save
              </Button>
            </div>
          </div>
        ) : (
          <div className="pl-11">
            <AnswerSummary question={question} value={value} />
          </div>
        )}
      </Card>
    </li>
  );
}
