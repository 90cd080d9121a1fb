import {
  type GuestAnswers,
  guestQuestions,
  guestScaleLabels,
  scoreGuestPreview,
} from "@shared/survey/guest-preview";
import { useCallback, useEffect, useRef, useState } from "react";
import { GuestQuestionScreen } from "./guest-question";
import { GuestReport } from "./guest-report";

/** Spec section 9: answering advances after 300 ms (the fade respects reduced motion; the delay stays). */
export const GUEST_ADVANCE_MS = 300;

const total = guestQuestions.length;

/**
 * The anonymous preview (spec part 2, "Guest preview survey"): five statements, one per screen,
 * then a sample report. Answers live in this component's state only: nothing is sent to the
 * server or written to storage (science.md: a taste, never stored as a score).
 *
 * The page is prerendered, so the first render is fixed: question 1, nothing answered, no
 * announcement and no animation.
 */
export function GuestPreview() {
  const [answers, setAnswers] = useState<GuestAnswers>({});
  // 0 to total - 1: a question; total: the sample report.
  const [step, setStep] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const [ready, setReady] = useState(false);
  const advanceTimer = useRef<number | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Counts moves made by the person; 0 (the first render) moves no focus.
  const [moves, setMoves] = useState(0);

  const cancelAdvance = useCallback(() => {
    window.clearTimeout(advanceTimer.current);
    advanceTimer.current = undefined;
  }, []);

  // Marks the page as interactive once hydrated (the browser tests wait for it); stops a
  // pending advance when the page goes away.
  useEffect(() => {
    setReady(true);
    return cancelAdvance;
  }, [cancelAdvance]);

  // After a move made by the person, focus the new statement (or the report's heading) so that
  // keyboard and screen reader users continue from there.
  useEffect(() => {
    if (moves > 0) headingRef.current?.focus();
  }, [moves]);

  const goTo = useCallback(
    (next: number) => {
      cancelAdvance();
      const target = Math.max(0, Math.min(next, total));
      setMoves((n) => n + 1);
      setStep(target);
      setAnnouncement(
        target === total ? "Your sample report is ready." : `Question ${target + 1} of ${total}`,
      );
    },
    [cancelAdvance],
  );

  const answer = (value: number) => {
    const question = guestQuestions[step];
    if (!question) return;
    setAnswers((current) => ({ ...current, [question.id]: value }));
    // Choosing again within the delay restarts it, so the last choice is the one that counts.
    cancelAdvance();
    advanceTimer.current = window.setTimeout(() => goTo(step + 1), GUEST_ADVANCE_MS);
  };

  const startOver = () => {
    setAnswers({});
    goTo(0);
  };

  const question = guestQuestions[step];
  return (
    <div data-ready={ready ? "true" : undefined}>
      <p className="mt-3 text-muted-foreground">
        {total} quick statements, one for each of the Big Five personality traits. Your answers stay
        in this browser tab: nothing is sent to us or saved.
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {question ? (
        <div className="mt-5 rounded-2xl border border-border bg-card p-5 sm:mt-6 sm:p-8">
          <GuestQuestionScreen
            question={question}
            index={step}
            total={total}
            labels={guestScaleLabels}
            value={answers[question.id]}
            animate={moves > 0}
            headingRef={headingRef}
            onAnswer={answer}
            onPrevious={() => goTo(step - 1)}
            onNext={() => goTo(step + 1)}
          />
        </div>
      ) : (
        <div className="mt-8">
          <GuestReport
            results={scoreGuestPreview(answers)}
            questionCount={total}
            headingRef={headingRef}
            onStartOver={startOver}
          />
        </div>
      )}
    </div>
  );
}
