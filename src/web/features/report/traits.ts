import {
  type BigFiveScores,
  bigFiveBandLabels,
  bigFiveTraitLabels,
  getBigFiveBand,
  toTraitPercent,
} from "@shared/scoring/big-five";

export const traitOrder = [
  "openness",
  "conscientiousness",
  "extraversion",
  "agreeableness",
  "neuroticism",
] as const satisfies readonly (keyof BigFiveScores)[];
export type Trait = (typeof traitOrder)[number];

/** "62% (High)": every number travels with its band name (science.md). */
export function describeScore(score: number): string {
  return `${toTraitPercent(score)}% (${bigFiveBandLabels[getBigFiveBand(score)]})`;
}

export { bigFiveTraitLabels as traitLabels };
