import type { NarrativeInput } from "@shared/report/schemas.js";
import { type AttachmentStyle, classifyAttachment } from "@shared/scoring/attachment.js";
import { type BigFiveScores, getBigFiveBands } from "@shared/scoring/big-five.js";
import { bigFiveTraits } from "@shared/survey/question-bank.js";
import fc from "fast-check";

/** A NarrativeInput as the scoring code would produce it: bands and style follow from the scores. */
export function makeNarrativeInput(
  scores: BigFiveScores,
  attachment: { anxiety: number; avoidance: number },
  extra: Partial<Pick<NarrativeInput, "culturalPreferences" | "qualityFlags">> = {},
): NarrativeInput {
  return {
    bigFiveScores: scores,
    bigFiveBands: getBigFiveBands(scores),
    attachment: {
      style: classifyAttachment(attachment.anxiety, attachment.avoidance),
      ...attachment,
    },
    culturalPreferences: extra.culturalPreferences ?? {},
    qualityFlags: extra.qualityFlags ?? [],
  };
}

/** Organised, warm, reserved and worried; fearful-avoidant; faith and joint family matter. */
export const carefulWorrier = makeNarrativeInput(
  {
    openness: 0.62,
    conscientiousness: 0.78,
    extraversion: 0.29,
    agreeableness: 0.83,
    neuroticism: 0.71,
  },
  { anxiety: 31 / 6, avoidance: 26 / 6 },
  {
    culturalPreferences: {
      religionImportance: 6,
      jointFamilyImportance: 6,
      sharedReligionImportance: 5,
    },
  },
);

/** Curious, spontaneous, outgoing, blunt and calm; secure; flagged as too fast. */
export const boldExplorer = makeNarrativeInput(
  {
    openness: 0.88,
    conscientiousness: 0.21,
    extraversion: 0.92,
    agreeableness: 0.33,
    neuroticism: 0.12,
  },
  { anxiety: 13 / 6, avoidance: 11 / 6 },
  {
    culturalPreferences: { religionImportance: 2, jointFamilyImportance: 2 },
    qualityFlags: ["too-fast"],
  },
);

const score = fc.double({ min: 0, max: 1, noNaN: true });
const dimension = fc.double({ min: 1, max: 7, noNaN: true });
const importance = fc.integer({ min: 1, max: 7 });

/** Any input NarrativeInputSchema accepts, bands and style consistent with the scores or not. */
export const narrativeInputArbitrary: fc.Arbitrary<NarrativeInput> = fc
  .record({
    scores: fc.record(
      Object.fromEntries(bigFiveTraits.map((t) => [t, score])) as Record<
        keyof BigFiveScores,
        fc.Arbitrary<number>
      >,
    ),
    anxiety: dimension,
    avoidance: dimension,
    style: fc.option(
      fc.constantFrom<AttachmentStyle>("secure", "anxious", "avoidant", "disorganized"),
      {
        nil: undefined,
      },
    ),
    culturalPreferences: fc.record(
      {
        religionImportance: importance,
        casteCommunityImportance: importance,
        regionalBackground: fc.constantFrom("yes" as const, "no" as const, "neutral" as const),
        jointFamilyImportance: importance,
        sharedReligionImportance: importance,
      },
      { requiredKeys: [] },
    ),
    qualityFlags: fc.array(
      fc.oneof(fc.constantFrom("straight-lining", "too-fast"), fc.string({ maxLength: 300 })),
      { maxLength: 3 },
    ),
  })
  .map(({ scores, anxiety, avoidance, style, culturalPreferences, qualityFlags }) => {
    const input = makeNarrativeInput(
      scores,
      { anxiety, avoidance },
      { culturalPreferences, qualityFlags },
    );
    return style ? { ...input, attachment: { ...input.attachment, style } } : input;
  });
