import { z } from "zod";
import {
  type BigFiveTrait,
  bigFiveTraits,
  getBigFiveItems,
  scaleMax,
  scaleMin,
} from "../survey/question-bank.js";
import type { Answers } from "../survey/visibility.js";
import { mean, readKeyedAnswers } from "./keying.js";

/** A position on the scale, 0..1 (percent of maximum possible), not a percentile (science.md). */
export const TraitScoreSchema = z.number().min(0).max(1);

export const BigFiveScoresSchema = z.object({
  openness: TraitScoreSchema,
  conscientiousness: TraitScoreSchema,
  extraversion: TraitScoreSchema,
  agreeableness: TraitScoreSchema,
  neuroticism: TraitScoreSchema,
});
export type BigFiveScores = z.infer<typeof BigFiveScoresSchema>;

export const bigFiveTraitLabels: Readonly<Record<BigFiveTrait, string>> = {
  openness: "Openness",
  conscientiousness: "Conscientiousness",
  extraversion: "Extraversion",
  agreeableness: "Agreeableness",
  neuroticism: "Neuroticism",
};

export const BigFiveBandSchema = z.enum(["veryLow", "low", "average", "high", "veryHigh"]);
export type BigFiveBand = z.infer<typeof BigFiveBandSchema>;

export const BigFiveBandsSchema = z.object({
  openness: BigFiveBandSchema,
  conscientiousness: BigFiveBandSchema,
  extraversion: BigFiveBandSchema,
  agreeableness: BigFiveBandSchema,
  neuroticism: BigFiveBandSchema,
});
export type BigFiveBands = z.infer<typeof BigFiveBandsSchema>;

export const bigFiveBandLabels: Readonly<Record<BigFiveBand, string>> = {
  veryLow: "Very Low",
  low: "Low",
  average: "Average",
  high: "High",
  veryHigh: "Very High",
};

/** Inclusive percent ranges of each band (spec section 9), for the report's score-range strip. */
export const bigFiveBandRanges: Readonly<Record<BigFiveBand, readonly [number, number]>> = {
  veryLow: [0, 19],
  low: [20, 39],
  average: [40, 59],
  high: [60, 79],
  veryHigh: [80, 100],
};

/** (mean of the trait's five keyed answers - 1) / 6 (science.md). */
export function scoreTrait(trait: BigFiveTrait, answers: Answers): number {
  const keyed = readKeyedAnswers(getBigFiveItems(trait), answers);
  return (mean(keyed) - scaleMin) / (scaleMax - scaleMin);
}

export function scoreBigFive(answers: Answers): BigFiveScores {
  const scores = Object.fromEntries(bigFiveTraits.map((t) => [t, scoreTrait(t, answers)]));
  return BigFiveScoresSchema.parse(scores);
}

/**
 * Percent = round(score x 100) (spec section 9). The product is first cut to 12 significant
 * digits so that a decimal score rounds as written: 0.145 x 100 is 14.499999999999998 in
 * binary floating point, yet 0.145 is 14.5% and rounds to 15.
 */
export function toTraitPercent(score: number): number {
  return Math.round(Number((score * 100).toPrecision(12)));
}

/** Bands by percent: below 20 veryLow, below 40 low, below 60 average, below 80 high, else veryHigh. */
export function getBigFiveBand(score: number): BigFiveBand {
  const percent = toTraitPercent(score);
  if (percent < 20) return "veryLow";
  if (percent < 40) return "low";
  if (percent < 60) return "average";
  if (percent < 80) return "high";
  return "veryHigh";
}

export function getBigFiveBands(scores: BigFiveScores): BigFiveBands {
  return {
    openness: getBigFiveBand(scores.openness),
    conscientiousness: getBigFiveBand(scores.conscientiousness),
    extraversion: getBigFiveBand(scores.extraversion),
    agreeableness: getBigFiveBand(scores.agreeableness),
    neuroticism: getBigFiveBand(scores.neuroticism),
  };
}
