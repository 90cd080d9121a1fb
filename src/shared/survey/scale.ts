/**
 * The 1-7 answer scale and its labels, free of schema code so that public pages (the guest
 * preview) can use them without shipping the bank.
 */
export const scaleMin = 1;
export const scaleMax = 7;
/** "Neutral": the boundary of the attachment regions and the guest preview's default. */
export const scaleMidpoint = 4;

/** A valid scale answer (decision 19): an integer from 1 to 7. */
export function isScaleValue(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= scaleMin && (value as number) <= scaleMax;
}

/** Spec section 5: the survey screen's agreement labels, 1 to 7. */
export const surveyScaleLabels = [
  "Strongly Disagree",
  "Disagree",
  "Somewhat Disagree",
  "Neutral",
  "Somewhat Agree",
  "Agree",
  "Strongly Agree",
] as const;

/** The review screen and the guest survey say "Slightly" at 3 and 5 (spec section 5). */
export const reviewScaleLabels = [
  "Strongly Disagree",
  "Disagree",
  "Slightly Disagree",
  "Neutral",
  "Slightly Agree",
  "Agree",
  "Strongly Agree",
] as const;

/** Seven levels from "Least Important" to "Highly Important" (spec section 5), 1 to 7. */
export const importanceScaleLabels = [
  "Least Important",
  "Not Very Important",
  "Somewhat Important",
  "Moderately Important",
  "Important",
  "Very Important",
  "Highly Important",
] as const;
