import type { BigFiveTrait, IpipSource } from "./question-bank.js";
import { isScaleValue, reviewScaleLabels, scaleMax, scaleMidpoint } from "./scale.js";

/**
 * The anonymous 5-question preview (spec part 2, "Guest preview survey"): items, labels and the
 * score rule, free of schema code so that the public page ships only this. One item per trait
 * has a reliability near .2 (science.md): a taste, never stored as a score, never compared with
 * anyone (decision 29). Items are plus-keyed IPIP markers, so no keying applies.
 */
export interface GuestQuestion {
  id: string;
  text: string;
  type: "scale";
  trait: BigFiveTrait;
  ipip: IpipSource;
}

export const guestQuestions: ReadonlyArray<GuestQuestion> = [
  {
    id: "guest_1",
    type: "scale",
    trait: "extraversion",
    text: "I feel comfortable around people.",
    ipip: {
      item: 11,
      text: "Feel comfortable around people.",
      factor: "Extraversion",
      factorKey: "+",
    },
  },
  {
    id: "guest_2",
    type: "scale",
    trait: "agreeableness",
    text: "I make people feel at ease.",
    ipip: { item: 47, text: "Make people feel at ease.", factor: "Agreeableness", factorKey: "+" },
  },
  {
    id: "guest_3",
    type: "scale",
    trait: "conscientiousness",
    text: "I like order.",
    ipip: { item: 33, text: "Like order.", factor: "Conscientiousness", factorKey: "+" },
  },
  {
    id: "guest_4",
    type: "scale",
    trait: "neuroticism",
    // Minus-keyed for Emotional Stability, so plus-keyed for Neuroticism.
    text: "I get stressed out easily.",
    ipip: {
      item: 4,
      text: "Get stressed out easily.",
      factor: "Emotional Stability",
      factorKey: "-",
    },
  },
  {
    id: "guest_5",
    type: "scale",
    trait: "openness",
    text: "I have a vivid imagination.",
    ipip: {
      item: 15,
      text: "Have a vivid imagination.",
      factor: "Intellect/Imagination",
      factorKey: "+",
    },
  },
];

/** The guest survey labels its scale with "Slightly" at 3 and 5 (spec section 5). */
export const guestScaleLabels = reviewScaleLabels;

export const guestPreviewNotice =
  "This is a quick taste from 5 questions, not a measurement. Your full, free report comes from the complete survey.";

export type GuestLevel = "High" | "Moderate" | "Low";

/** Guest answers by guest question id; anything that is not an integer 1-7 counts as unanswered. */
export type GuestAnswers = Readonly<Partial<Record<string, number>>>;

/** Spec section 9: mean of answers / 7 x 100, rounded; an unanswered question counts as 4. */
export function scoreGuestAnswers(values: ReadonlyArray<number | undefined>): number {
  const counted = values.map((v) => (isScaleValue(v) ? v : scaleMidpoint));
  const mean =
    counted.length === 0 ? scaleMidpoint : counted.reduce((sum, v) => sum + v, 0) / counted.length;
  return Math.round((mean / scaleMax) * 100);
}

/** Spec section 9: High above 70, Moderate above 40, otherwise Low. */
export function getGuestLevel(percent: number): GuestLevel {
  if (percent > 70) return "High";
  if (percent > 40) return "Moderate";
  return "Low";
}

export interface GuestTraitResult {
  trait: BigFiveTrait;
  percent: number;
  level: GuestLevel;
}

/** The sample report's five lines, in guest question order. */
export function scoreGuestPreview(answers: GuestAnswers): GuestTraitResult[] {
  return guestQuestions.map((q) => {
    const percent = scoreGuestAnswers([answers[q.id]]);
    return { trait: q.trait, percent, level: getGuestLevel(percent) };
  });
}
