import type { CurrentUser } from "@shared/auth/user";
import { collectAnswers, type StoredAnswer } from "@shared/survey/answers";
import {
  getQuestionIndex,
  getSurveyQuestion,
  type SurveyCategory,
  type SurveyQuestion,
  surveyCategories,
  surveyCategoryDetails,
} from "@shared/survey/question-bank";
import { isQuestionVisible, visibleQuestions } from "@shared/survey/visibility";
import { useQueryClient } from "@tanstack/react-query";
import { AppLayout } from "@web/components/layout/app-layout";
import { BackHomeButton } from "@web/components/layout/back-home-button";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { IconBadge } from "@web/components/ui/icon-badge";
import { MessageCard } from "@web/components/ui/message-card";
import { Spinner } from "@web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { errorStatus, isUnauthorizedError, serverMessage } from "@web/lib/api";
import { type PageMeta, usePageMeta } from "@web/lib/page-meta";
import { SITE_NAME } from "@web/lib/site";
import { toast } from "@web/lib/toast";
import { CircleAlert, ClipboardList, Clock, FileText, Home, RefreshCw, Undo2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useBulkUpdateResponses } from "../api/bulk-update-responses";
import { useSurveyResponses } from "../api/get-survey-responses";
import { refreshSurveyData } from "../api/keys";
import { categoryIcons } from "../category-icon";
import { reportUpdatedToast, reportUpdateFailedToast } from "../messages";
import { isAnswered } from "../survey-navigation";
import {
  countLabel,
  loadPendingChanges,
  type PendingChange,
  type PendingChanges,
  pendingStorageKey,
  recordChange,
  storePendingChanges,
  toBulkUpdate,
} from "./pending-changes";
import { ResponseCard } from "./response-card";
import { UpdateReportDialog } from "./update-report-dialog";

const meta: PageMeta = {
  path: "/survey-responses",
  title: `Your Survey Responses | ${SITE_NAME}`,
  description: "Review and edit your personality assessment answers.",
  noindex: true,
};

/** Spec section 9: the review screen moves on to the report 1 s after the update. */
const REDIRECT_DELAY_MS = 1000;

interface Section {
  category: SurveyCategory;
  items: { question: SurveyQuestion; row: StoredAnswer }[];
}

/** Saved answers to questions the person is shown, by category in bank order. */
function groupResponses(rows: StoredAnswer[]): Section[] {
  const answers = collectAnswers(rows);
  const items = rows
    .map((row) => ({ question: getSurveyQuestion(row.questionId), row }))
    .filter(
      (item): item is { question: SurveyQuestion; row: StoredAnswer } =>
        item.question !== undefined && isQuestionVisible(item.question.id, answers),
    )
    .sort((a, b) => getQuestionIndex(a.question.id) - getQuestionIndex(b.question.id));
  return surveyCategories
    .map((category) => ({
      category,
      items: items.filter((item) => item.question.category === category),
    }))
    .filter((section) => section.items.length > 0);
}

function LoadingResponses() {
  return (
    <AppLayout>
      <div
        role="status"
        className="flex flex-col items-center gap-3 px-4 py-20 text-center text-muted-foreground"
      >
        <Spinner className="size-8 text-primary" />
        <p>Loading your survey responses...</p>
      </div>
    </AppLayout>
  );
}

function UnableToLoad() {
  return (
    <AppLayout>
      <MessageCard
        icon={CircleAlert}
        iconTone="danger"
        title="Unable to Load Responses"
        actions={
          <Button asChild className="mt-2">
            <Link to="/">
              <Home aria-hidden="true" />
              Return Home
            </Link>
          </Button>
        }
      >
        We couldn't fetch your survey responses. Please try again.
      </MessageCard>
    </AppLayout>
  );
}

function PendingPanel({
  count,
  onDiscard,
  onUpdate,
  disabled,
}: {
  count: number;
  onDiscard: () => void;
  onUpdate: () => void;
  disabled: boolean;
}) {
  return (
    <section
      aria-labelledby="pending-title"
      className="flex flex-col gap-4 rounded-2xl border border-warning-border bg-warning-soft p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <div className="flex flex-1 items-start gap-3">
        <IconBadge tone="warning" className="size-10 bg-card [&_svg]:size-5">
          <Clock aria-hidden="true" />
        </IconBadge>
        <div>
          <h2 id="pending-title" className="font-semibold text-foreground text-lg">
            {countLabel(count, "Change Pending", "Changes Pending")}
          </h2>
          <p className="text-warning-foreground">Ready to update your personality report</p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" className="flex-1 sm:flex-none" onClick={onDiscard}>
          <Undo2 aria-hidden="true" />
          Discard
        </Button>
        <Button className="flex-1 sm:flex-none" onClick={onUpdate} disabled={disabled}>
          <RefreshCw aria-hidden="true" />
          Update Report
        </Button>
      </div>
    </section>
  );
}

function ReviewBody({ user, rows }: { user: CurrentUser; rows: StoredAnswer[] }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const storageKey = pendingStorageKey(user.id);
  const [pending, setPending] = useState<PendingChanges>(() =>
    loadPendingChanges(window.sessionStorage, storageKey),
  );
  const [dialogOpen, setDialogOpen] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const bulkUpdate = useBulkUpdateResponses();

  useEffect(() => {
    storePendingChanges(window.sessionStorage, storageKey, pending);
  }, [pending, storageKey]);

  const sections = groupResponses(rows);
  const total = sections.reduce((sum, s) => sum + s.items.length, 0);
  const pendingCount = Object.keys(pending).length;
  const answers = collectAnswers(rows);
  const unansweredIds = visibleQuestions(answers)
    .filter((q) => !isAnswered(q, answers[q.id]))
    .map((q) => q.id);
  const unanswered = unansweredIds[0] ?? null;
  const busy = bulkUpdate.isPending || redirecting;

  const onSaved = (questionId: string) => (change: PendingChange) =>
    setPending((current) => recordChange(current, questionId, change));

  const discard = () => {
    storePendingChanges(window.sessionStorage, storageKey, {});
    window.location.reload();
  };

  const updateReport = () => {
    bulkUpdate.mutate(toBulkUpdate(pending), {
      onSuccess: () => {
        toast(reportUpdatedToast);
        setPending({});
        storePendingChanges(window.sessionStorage, storageKey, {});
        setDialogOpen(false);
        setRedirecting(true);
        void refreshSurveyData(queryClient);
        window.setTimeout(() => navigate("/personality-report"), REDIRECT_DELAY_MS);
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        // The daily regeneration limit (decision 20) is the one failure "try again" won't fix.
        const limit = errorStatus(error) === 429 ? serverMessage(error) : null;
        toast(limit ? { ...reportUpdateFailedToast, description: limit } : reportUpdateFailedToast);
      },
    });
  };

  if (sections.length === 0) return <UnableToLoad />;

  return (
    <AppLayout>
      <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <header className="flex flex-col gap-3">
          <div className="flex items-start gap-3">
            <IconBadge shape="square" className="max-sm:hidden">
              <ClipboardList aria-hidden="true" />
            </IconBadge>
            <div>
              <h1 className="font-bold text-3xl text-foreground tracking-tight sm:text-4xl">
                Your Survey Responses
              </h1>
              <p className="mt-1 text-lg text-muted-foreground">
                Review and edit your personality assessment answers
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge>{countLabel(total, "response", "responses")}</Badge>
            {pendingCount > 0 ? (
              <Badge variant="warning">
                <Clock aria-hidden="true" />
                {countLabel(pendingCount, "change pending", "changes pending")}
              </Badge>
            ) : null}
          </div>
        </header>

        {unanswered ? (
          <div
            role="note"
            className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 sm:flex-row sm:items-center"
          >
            <p className="flex-1 text-foreground">
              {unansweredIds.length === 1
                ? "1 question in your survey still needs an answer."
                : `${unansweredIds.length} questions in your survey still need an answer.`}{" "}
              Please answer {unansweredIds.length === 1 ? "it" : "them"} before updating your
              report.
            </p>
            <Button asChild variant="outline">
              <Link to={`/survey?question=${encodeURIComponent(unanswered)}`}>
                Continue the Survey
              </Link>
            </Button>
          </div>
        ) : null}

        {pendingCount > 0 ? (
          <PendingPanel
            count={pendingCount}
            onDiscard={discard}
            onUpdate={() => setDialogOpen(true)}
            disabled={busy || unanswered !== null}
          />
        ) : null}

        <Tabs defaultValue={sections[0]!.category}>
          <TabsList
            aria-label="Survey sections"
            className="grid grid-cols-3 gap-1 sm:grid lg:grid-cols-6 [&>:last-child:nth-child(odd)]:col-span-1"
          >
            {sections.map(({ category, items }) => {
              const Icon = categoryIcons[category];
              return (
                <TabsTrigger
                  key={category}
                  value={category}
                  className="min-h-20 flex-col gap-1 px-1.5 py-2 text-xs leading-tight sm:whitespace-normal lg:text-sm"
                >
                  <Icon aria-hidden="true" />
                  <span>{surveyCategoryDetails[category].label}</span>
                  <span className="rounded-full bg-background px-2 font-semibold text-foreground tabular-nums">
                    {items.length}
                    <span className="sr-only">
                      {" "}
                      {items.length === 1 ? "response" : "responses"}
                    </span>
                  </span>
                </TabsTrigger>
              );
            })}
          </TabsList>
          {sections.map(({ category, items }) => (
            <TabsContent key={category} value={category} className="flex flex-col gap-4">
              <div>
                <h2 className="font-semibold text-2xl text-foreground">
                  {surveyCategoryDetails[category].label}
                </h2>
                <p className="text-muted-foreground">
                  {countLabel(items.length, "response", "responses")} in this section
                </p>
              </div>
              <ol className="flex flex-col gap-3">
                {items.map(({ question, row }, index) => (
                  <ResponseCard
                    key={question.id}
                    number={index + 1}
                    question={question}
                    row={row}
                    userId={user.id}
                    pending={question.id in pending}
                    onSaved={onSaved(question.id)}
                  />
                ))}
              </ol>
            </TabsContent>
          ))}
        </Tabs>

        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <p className="text-muted-foreground">
            {pendingCount > 0
              ? "Save your changes above, then update your personality report."
              : "Edit individual responses above, then view your updated personality report."}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link to="/personality-report">
                <FileText aria-hidden="true" />
                View Your Personality Report
              </Link>
            </Button>
            <BackHomeButton variant="outline" />
          </div>
        </Card>
      </div>

      <UpdateReportDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        changeCount={pendingCount}
        busy={busy}
        onConfirm={updateReport}
      />
    </AppLayout>
  );
}

/** /survey-responses (spec part 2, "Survey Responses screen"). */
export function SurveyReviewScreen({ user }: { user: CurrentUser }) {
  usePageMeta(meta);
  const responses = useSurveyResponses();
  if (responses.isPending) return <LoadingResponses />;
  if (responses.error || responses.data.length === 0) return <UnableToLoad />;
  return <ReviewBody user={user} rows={responses.data} />;
}
