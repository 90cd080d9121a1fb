import { collectAnswers, type StoredAnswer } from "@shared/survey/answers";
import type { SurveyStatus } from "@shared/survey/api";
import { getQuestionsInCategory, type SurveyCategory } from "@shared/survey/question-bank";
import { isQuestionVisible, visibleQuestions } from "@shared/survey/visibility";
import { useQueryClient } from "@tanstack/react-query";
import { BackHomeButton } from "@web/components/layout/back-home-button";
import { SkipLink } from "@web/components/layout/skip-link";
import { Button } from "@web/components/ui/button";
import { MessageActions, MessageCard } from "@web/components/ui/message-card";
import { Skeleton } from "@web/components/ui/skeleton";
import { isUnauthorizedError } from "@web/lib/api";
import { type PageMeta, usePageMeta } from "@web/lib/page-meta";
import { SITE_NAME } from "@web/lib/site";
import { toast } from "@web/lib/toast";
import { ArrowLeft, ArrowRight, CircleCheck, FileText, ListChecks, RotateCw } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useSurveyResponses } from "./api/get-survey-responses";
import { useSurveyStatus } from "./api/get-survey-status";
import { refreshSurveyData } from "./api/keys";
import { useSubmitSurvey } from "./api/submit-survey";
import { submitFailedToast, surveyCompletedToast } from "./messages";
import { QuestionCard } from "./question-card";
import {
  firstUnansweredId,
  isAnswered,
  progressPercent,
  resumeQuestionId,
} from "./survey-navigation";
import { CategoryChips, ProcessingOverlay, ProgressCard, SurveyHeader } from "./survey-parts";
import { useSurveyFlow } from "./use-survey-flow";

const meta: PageMeta = {
  path: "/survey",
  title: `Personality Survey | ${SITE_NAME}`,
  description: "Answer the personality survey, one question at a time.",
  noindex: true,
};

/** The frame of the survey: its own compact header instead of the app's. */
function SurveyLayout({
  header,
  children,
  overlay = null,
}: {
  header: ReactNode;
  children: ReactNode;
  /** While shown, everything else is inert: nothing can be pressed or focused behind it. */
  overlay?: ReactNode;
}) {
  return (
    <>
      <div inert={overlay !== null} className="flex min-h-dvh flex-col">
        <SkipLink />
        {header}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
      </div>
      {overlay}
    </>
  );
}

function SurveyLoading() {
  return (
    <SurveyLayout header={<SurveyHeader position={null} total={0} saveState="idle" />}>
      <div role="status" className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-4 sm:px-6">
        <span className="sr-only">Loading your survey…</span>
        <Skeleton className="h-24 w-full rounded-2xl" />
        <Skeleton className="h-11 w-full rounded-full" />
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    </SurveyLayout>
  );
}

function SurveyLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <SurveyLayout header={<SurveyHeader position={null} total={0} saveState="idle" />}>
      <MessageCard
        icon={RotateCw}
        iconTone="danger"
        title="Unable to Load Survey"
        actions={
          <MessageActions>
            <Button onClick={onRetry}>
              <RotateCw aria-hidden="true" />
              Try Again
            </Button>
            <BackHomeButton variant="outline" />
          </MessageActions>
        }
      >
        We couldn't fetch your survey answers. Please try again.
      </MessageCard>
    </SurveyLayout>
  );
}

/** Spec section 2: shown once the survey is submitted, or when no question remains. */
function SurveyComplete() {
  return (
    <SurveyLayout header={<SurveyHeader position={null} total={0} saveState="idle" />}>
      <MessageCard
        icon={CircleCheck}
        title="Survey Complete"
        actions={
          <MessageActions>
            <Button asChild>
              <Link to="/personality-report">
                <FileText aria-hidden="true" />
                View Your Report
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/survey-responses">
                <ListChecks aria-hidden="true" />
                Review Your Answers
              </Link>
            </Button>
          </MessageActions>
        }
      >
        Thank you for answering every question. Your personality report is built from your answers,
        and you can review or change them at any time.
      </MessageCard>
    </SurveyLayout>
  );
}

/** Where to start: `?question=ID` when it names a visible question, else where they left off. */
function startingPoint(
  rows: StoredAnswer[],
  status: SurveyStatus,
  requested: string | null,
): { answers: ReturnType<typeof collectAnswers>; questionId: string | null } {
  const answers = collectAnswers(rows);
  if (requested && isQuestionVisible(requested, answers)) {
    return { answers, questionId: requested };
  }
  if (status.completedAt) return { answers, questionId: null };
  return { answers, questionId: resumeQuestionId(visibleQuestions(answers), answers) };
}

function SurveyFlow({
  rows,
  status,
  requested,
}: {
  rows: StoredAnswer[];
  status: SurveyStatus;
  requested: string | null;
}) {
  const [start] = useState(() => startingPoint(rows, status, requested));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submission = useSubmitSurvey();
  const [submitting, setSubmitting] = useState(false);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardTopRef = useRef<HTMLDivElement>(null);
  const settleRef = useRef<() => Promise<void>>(async () => {});

  const finish = useCallback(async () => {
    setSubmitting(true);
    try {
      await settleRef.current();
      await submission.mutateAsync();
      toast(surveyCompletedToast);
      await refreshSurveyData(queryClient);
      navigate("/personality-report");
    } catch (error) {
      // An expired session has its own message and leads to sign-in (lib/query-client).
      if (!isUnauthorizedError(error)) toast(submitFailedToast);
      setSubmitting(false);
    }
  }, [navigate, queryClient, submission]);

  const flow = useSurveyFlow({
    initialAnswers: start.answers,
    initialQuestionId: start.questionId,
    onFinish: () => void finish(),
  });
  settleRef.current = flow.settle;
  const { current, index, visible, answers } = flow;

  // After a move to another question: bring its top into view and its text to screen readers.
  const firstRender = useRef(true);
  const currentQuestionId = current?.id;
  useEffect(() => {
    if (!currentQuestionId) return;
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // Below the sticky header (its scroll margin) the question's top is in view already.
    const top = cardTopRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 64) cardTopRef.current?.scrollIntoView({ block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, [currentQuestionId]);

  const jumpTo = (category: SurveyCategory) => {
    const target = getQuestionsInCategory(category).find((q) => visible.some((v) => v.id === q.id));
    if (target && target.id !== current?.id) flow.goTo(target.id);
  };

  if (!current) return <SurveyComplete />;

  const total = visible.length;
  const answered = isAnswered(current, answers[current.id]);
  // "Complete Survey" only where pressing it completes: when a conditional question appeared
  // behind the person, Next on the last question leads there instead.
  const unanswered = firstUnansweredId(visible, answers);
  const completes = index === total - 1 && (unanswered === null || unanswered === current.id);

  return (
    <SurveyLayout
      header={<SurveyHeader position={index + 1} total={total} saveState={flow.saveState} />}
      overlay={submitting ? <ProcessingOverlay /> : null}
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 pt-4 sm:gap-4 sm:px-6 sm:pt-6">
        <ProgressCard percent={progressPercent(index, total)} titleId={titleId} />
        <CategoryChips
          questions={visible}
          answers={answers}
          current={current.category}
          onJump={jumpTo}
        />
        <div ref={cardTopRef} className="scroll-mt-16">
          <QuestionCard
            key={current.id}
            question={current}
            value={answers[current.id]}
            onAnswer={(value) => flow.answer(current, value)}
            headingRef={headingRef}
          />
        </div>
        <nav
          aria-label="Question navigation"
          className="sticky bottom-0 z-10 -mx-4 mt-1 flex gap-3 border-border border-t bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:static sm:mx-0 sm:mb-10 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none"
        >
          <Button
            variant="outline"
            size="lg"
            className="px-4 sm:px-7"
            onClick={flow.previous}
            disabled={index === 0}
          >
            <ArrowLeft aria-hidden="true" />
            Previous
          </Button>
          <Button
            size="lg"
            className="flex-1 sm:ml-auto sm:flex-none"
            onClick={flow.next}
            disabled={!answered}
          >
            {completes ? "Complete Survey" : "Next"}
            {completes ? <CircleCheck aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
          </Button>
        </nav>
      </div>
    </SurveyLayout>
  );
}

/** /survey (spec part 2, "Survey screen"). */
export function SurveyScreen() {
  usePageMeta(meta);
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("question");
  const responses = useSurveyResponses();
  const status = useSurveyStatus();

  if (responses.error || status.error) {
    return (
      <SurveyLoadError
        onRetry={() => {
          void responses.refetch();
          void status.refetch();
        }}
      />
    );
  }
  if (!responses.data || !status.data) return <SurveyLoading />;
  return (
    <SurveyFlow
      // A link to another ?question starts the screen over at that question.
      key={requested ?? ""}
      rows={responses.data}
      status={status.data}
      requested={requested}
    />
  );
}
