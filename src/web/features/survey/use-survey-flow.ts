import { type StoredAnswer, toAnswerFields } from "@shared/survey/answers";
import { getSurveyQuestion, type SurveyQuestion } from "@shared/survey/question-bank";
import { type Answers, type AnswerValue, visibleQuestions } from "@shared/survey/visibility";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isUnauthorizedError } from "@web/lib/api";
import { toast } from "@web/lib/toast";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { cacheStoredAnswer } from "./api/get-survey-responses";
import { saveSurveyResponse } from "./api/save-survey-response";
import { saveFailedToast, typingLockToast, unansweredToast } from "./messages";
import { firstUnansweredId, isAnswered } from "./survey-navigation";
import type { SaveState } from "./survey-parts";

/** Spec section 9. */
export const TEXT_AUTOSAVE_MS = 1000;
export const TYPING_LOCK_MS = 2000;

/** The value the server stores: text is trimmed (decision 19), the rest as chosen. */
function storedForm(question: SurveyQuestion, value: AnswerValue): AnswerValue {
  return question.type === "text" && typeof value === "string" ? value.trim() : value;
}

/**
 * The survey's answers and where the person is. Scale, boolean and select answers save at
 * once; text saves after a 1 s pause and when leaving the question. Saves run one after
 * another, so that the last answer given is the one stored.
 */
export function useSurveyFlow({
  initialAnswers,
  initialQuestionId,
  onFinish,
}: {
  initialAnswers: Answers;
  initialQuestionId: string | null;
  onFinish: () => void;
}) {
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<Answers>(initialAnswers);
  const answersRef = useRef<Answers>(initialAnswers);
  // What the server holds or has been asked to store, per question; a failed save is forgotten
  // so that leaving the question tries again.
  const sentRef = useRef(new Map<string, AnswerValue>(Object.entries(initialAnswers)));
  const [currentId, setCurrentId] = useState<string | null>(initialQuestionId);
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const chainRef = useRef<Promise<void>>(Promise.resolve());
  const inFlightRef = useRef(0);
  const failedRef = useRef(false);
  const lastKeystrokeRef = useRef(0);
  const textTimerRef = useRef<number | undefined>(undefined);

  // useMutation, so that an expired session leads to sign-in like every other call.
  const { mutateAsync: postAnswer } = useMutation({ mutationFn: saveSurveyResponse });

  const visible = useMemo(() => visibleQuestions(answers), [answers]);
  const current = currentId ? getSurveyQuestion(currentId) : undefined;
  const index = current ? visible.findIndex((q) => q.id === current.id) : -1;

  const save = useCallback(
    (question: SurveyQuestion, value: AnswerValue) => {
      const stored = storedForm(question, value);
      sentRef.current.set(question.id, stored);
      inFlightRef.current += 1;
      setSaveState("saving");
      const run = async () => {
        try {
          const saved: StoredAnswer = await postAnswer({
            questionId: question.id,
            ...toAnswerFields(question, stored),
          });
          cacheStoredAnswer(queryClient, saved);
        } catch (error) {
          failedRef.current = true;
          if (sentRef.current.get(question.id) === stored) sentRef.current.delete(question.id);
          if (!isUnauthorizedError(error)) toast(saveFailedToast);
        } finally {
          inFlightRef.current -= 1;
          if (inFlightRef.current === 0) {
            setSaveState(failedRef.current ? "error" : "saved");
            failedRef.current = false;
          }
        }
      };
      chainRef.current = chainRef.current.then(run);
      return chainRef.current;
    },
    [postAnswer, queryClient],
  );

  /** Saves the question's answer unless the server already holds or is getting it. */
  const flush = useCallback(
    (questionId: string | null) => {
      window.clearTimeout(textTimerRef.current);
      const question = questionId ? getSurveyQuestion(questionId) : undefined;
      if (!question) return;
      const value = answersRef.current[question.id];
      if (!isAnswered(question, value) || value === undefined) return;
      if (sentRef.current.get(question.id) === storedForm(question, value)) return;
      void save(question, value);
    },
    [save],
  );

  // Leaving the screen (Home, browser back) still stores a half-typed text answer.
  const flushRef = useRef(flush);
  flushRef.current = flush;
  const currentIdRef = useRef(currentId);
  currentIdRef.current = currentId;
  useEffect(() => () => flushRef.current(currentIdRef.current), []);

  const answer = useCallback(
    (question: SurveyQuestion, value: AnswerValue) => {
      const next = { ...answersRef.current, [question.id]: value };
      answersRef.current = next;
      setAnswers(next);
      if (question.type === "text") {
        lastKeystrokeRef.current = Date.now();
        window.clearTimeout(textTimerRef.current);
        textTimerRef.current = window.setTimeout(() => flush(question.id), TEXT_AUTOSAVE_MS);
      } else {
        void save(question, value);
      }
    },
    [flush, save],
  );

  const goTo = useCallback(
    (questionId: string) => {
      flush(currentIdRef.current);
      lastKeystrokeRef.current = 0;
      setCurrentId(questionId);
    },
    [flush],
  );

  /** Spec section 5: Next and Previous wait 2 s after the last keystroke in a text answer. */
  const isTyping = useCallback(
    () => current?.type === "text" && Date.now() - lastKeystrokeRef.current < TYPING_LOCK_MS,
    [current],
  );

  const next = useCallback(() => {
    if (!current || !isAnswered(current, answersRef.current[current.id])) return;
    if (isTyping()) {
      toast(typingLockToast("next"));
      return;
    }
    const following = visible[index + 1];
    if (following) {
      goTo(following.id);
      return;
    }
    const missing = firstUnansweredId(visible, answersRef.current);
    if (missing && missing !== current.id) {
      toast(unansweredToast);
      goTo(missing);
      return;
    }
    flush(current.id);
    onFinish();
  }, [current, flush, goTo, index, isTyping, onFinish, visible]);

  const previous = useCallback(() => {
    const before = visible[index - 1];
    if (!before) return;
    if (isTyping()) {
      toast(typingLockToast("previous"));
      return;
    }
    goTo(before.id);
  }, [goTo, index, isTyping, visible]);

  /** Before submitting: retries any answer not stored yet and waits for every save to finish. */
  const settle = useCallback(async () => {
    for (const question of visibleQuestions(answersRef.current)) flush(question.id);
    await chainRef.current;
  }, [flush]);

  return {
    answers,
    visible,
    current: index >= 0 ? current : undefined,
    index,
    saveState,
    answer,
    goTo,
    next,
    previous,
    settle,
  };
}
