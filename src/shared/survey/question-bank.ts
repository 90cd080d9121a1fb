import { z } from "zod";
import {
  educationLabels,
  educationValues,
  religionLabels,
  religionValues,
} from "./enumerations.js";

/**
 * The survey question bank of spec part 2 ("Survey question bank"), decision 17 and
 * guides/science.md: ids, categories, types, options and reverse keys exactly as the spec's
 * table gives them; texts written for this product, except the Big Five items, which are
 * adapted from the public-domain IPIP pool and record their source beside them.
 */

export const surveyCategories = [
  "demographics",
  "preferences",
  "cultural",
  "personality",
  "attachment",
  "relationship",
  "communication",
  "activities",
  "goals",
  "lifestyle",
] as const;
export const SurveyCategorySchema = z.enum(surveyCategories);
export type SurveyCategory = z.infer<typeof SurveyCategorySchema>;

/** Tab and chip labels; `icon` names a lucide-react icon (shared imports no UI code). */
export const surveyCategoryDetails: Readonly<
  Record<SurveyCategory, { readonly label: string; readonly icon: string }>
> = {
  demographics: { label: "About You", icon: "UserRound" },
  preferences: { label: "Preferences", icon: "SlidersHorizontal" },
  cultural: { label: "Culture & Family", icon: "Landmark" },
  personality: { label: "Personality", icon: "Brain" },
  attachment: { label: "Closeness & Trust", icon: "HeartHandshake" },
  relationship: { label: "Relationship Values", icon: "Heart" },
  communication: { label: "Communication", icon: "MessageCircle" },
  activities: { label: "Activities", icon: "Palette" },
  goals: { label: "Life Goals", icon: "Target" },
  lifestyle: { label: "Lifestyle", icon: "Leaf" },
};

export const QuestionTypeSchema = z.enum(["scale", "text", "boolean", "select"]);
export type QuestionType = z.infer<typeof QuestionTypeSchema>;

export const BigFiveTraitSchema = z.enum([
  "openness",
  "conscientiousness",
  "extraversion",
  "agreeableness",
  "neuroticism",
]);
export type BigFiveTrait = z.infer<typeof BigFiveTraitSchema>;
export const bigFiveTraits = BigFiveTraitSchema.options;

export const AttachmentDimensionSchema = z.enum(["anxiety", "avoidance"]);
export type AttachmentDimension = z.infer<typeof AttachmentDimensionSchema>;

/** Product-written sub-scales: each item names one, so two people can be compared item by item. */
export const SubscaleSchema = z.enum([
  "cultural",
  "relationshipValues",
  "communication",
  "lifeGoals",
  "lifestyle",
]);
export type Subscale = z.infer<typeof SubscaleSchema>;

export const ItemKeySchema = z.enum(["+", "-"]);
export type ItemKey = z.infer<typeof ItemKeySchema>;

/** The factor names of Goldberg's (1992) markers; IPIP keys Factor IV as Emotional Stability. */
export const IpipFactorSchema = z.enum([
  "Extraversion",
  "Agreeableness",
  "Conscientiousness",
  "Emotional Stability",
  "Intellect/Imagination",
]);
export type IpipFactor = z.infer<typeof IpipFactorSchema>;

export const ipipInventory =
  "IPIP 50-item Big-Five Factor Markers (Goldberg, 1992), https://ipip.ori.org/New_IPIP-50-item-scale.htm";

/**
 * Where a Big Five item comes from: its number in the IPIP 50-item questionnaire (1-50), its
 * original text, its factor and its key on that factor. `key` on the construct is the key on
 * our trait: for Neuroticism it is the Emotional Stability key flipped (science.md).
 */
export const IpipSourceSchema = z.object({
  item: z.number().int().min(1).max(50),
  text: z.string().min(1),
  factor: IpipFactorSchema,
  factorKey: ItemKeySchema,
});
export type IpipSource = z.infer<typeof IpipSourceSchema>;

export const ScaleConstructSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("bigFive"),
    trait: BigFiveTraitSchema,
    key: ItemKeySchema,
    ipip: IpipSourceSchema,
  }),
  z.object({ kind: z.literal("attachment"), dimension: AttachmentDimensionSchema }),
  z.object({ kind: z.literal("subscale"), subscale: SubscaleSchema, facet: z.string().min(1) }),
]);
export type ScaleConstruct = z.infer<typeof ScaleConstructSchema>;

export const SelectOptionSchema = z.object({ value: z.string().min(1), label: z.string().min(1) });
export type SelectOption = z.infer<typeof SelectOptionSchema>;

export const SurveyQuestionSchema = z.object({
  id: z.string().min(1),
  text: z.string().min(1).max(199),
  type: QuestionTypeSchema,
  category: SurveyCategorySchema,
  /** Select questions only. */
  options: z.array(SelectOptionSchema).min(2).optional(),
  /** Scored as 8 - x (science.md). */
  reverseCoded: z.boolean().optional(),
  /** Scale questions only: the construct the item measures. */
  scale: ScaleConstructSchema.optional(),
  /** Texts starting "How important" are answered on the importance labels (spec section 5). */
  importance: z.literal(true).optional(),
});
export type SurveyQuestion = z.infer<typeof SurveyQuestionSchema>;

export {
  importanceScaleLabels,
  isScaleValue,
  reviewScaleLabels,
  scaleMax,
  scaleMidpoint,
  scaleMin,
  surveyScaleLabels,
} from "./scale.js";

import { importanceScaleLabels, reviewScaleLabels, scaleMax, surveyScaleLabels } from "./scale.js";

export type ScaleLabelVariant = "survey" | "review";

export function getScaleLabels(
  question: Pick<SurveyQuestion, "importance">,
  variant: ScaleLabelVariant = "survey",
): readonly string[] {
  if (question.importance) return importanceScaleLabels;
  return variant === "review" ? reviewScaleLabels : surveyScaleLabels;
}

/** The review screen's display of a scale answer: "{n}/7 - {label}" (spec section 5). */
export function formatReviewScaleAnswer(
  question: Pick<SurveyQuestion, "importance">,
  value: number,
): string {
  const label = getScaleLabels(question, "review")[value - 1];
  return label ? `${value}/${scaleMax} - ${label}` : `${value}/${scaleMax}`;
}

const subscale = (name: Subscale, facet: string): ScaleConstruct => ({
  kind: "subscale",
  subscale: name,
  facet,
});
const anxiety: ScaleConstruct = { kind: "attachment", dimension: "anxiety" };
const avoidance: ScaleConstruct = { kind: "attachment", dimension: "avoidance" };

const yesNoNeutral: SelectOption[] = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
  { value: "neutral", label: "Neutral" },
];

export const surveyQuestions: ReadonlyArray<SurveyQuestion> = [
  // demographics
  {
    id: "DEM_B1",
    category: "demographics",
    type: "text",
    text: "What should we call you? Your first name or a nickname is fine.",
  },
  {
    id: "DEM_B2",
    category: "demographics",
    type: "text",
    text: "How old are you? Please write your age in years.",
  },
  {
    id: "DEM_B3",
    category: "demographics",
    type: "select",
    text: "How would you describe your gender? We ask so that we can suggest suitable matches. 'Prefer not to say' is always fine.",
    options: [
      { value: "male", label: "Male" },
      { value: "female", label: "Female" },
      { value: "non-binary", label: "Non-binary" },
      { value: "other", label: "Other" },
      { value: "prefer-not-to-say", label: "Prefer not to say" },
    ],
  },
  {
    id: "DEM_B4",
    category: "demographics",
    type: "select",
    text: "What is your sexual orientation? We ask only so that we can suggest suitable matches. 'Prefer not to say' is always fine.",
    options: [
      { value: "straight", label: "Straight/Heterosexual" },
      { value: "gay-lesbian", label: "Gay/Lesbian" },
      { value: "bisexual", label: "Bisexual" },
      { value: "other", label: "Other" },
      { value: "prefer-not-to-say", label: "Prefer not to say" },
    ],
  },
  {
    id: "DEM_B5",
    category: "demographics",
    type: "select",
    text: "What is your current relationship status?",
    options: [
      { value: "single", label: "Single" },
      { value: "married", label: "Married" },
      { value: "divorced", label: "Divorced" },
      { value: "widowed", label: "Widowed" },
      { value: "separated", label: "Separated" },
    ],
  },
  {
    id: "DEM_B6",
    category: "demographics",
    type: "text",
    text: "Where do you live? Your city and state are enough, for example 'Pune, Maharashtra'.",
  },
  {
    id: "DEM_B7",
    category: "demographics",
    type: "select",
    text: "What is the highest level of education you have completed?",
    options: educationValues.map((value) => ({ value, label: educationLabels[value] })),
  },
  {
    id: "DEM_B8",
    category: "demographics",
    type: "text",
    text: "What do you do for a living? Tell us your job, profession or what you are studying.",
  },
  { id: "DEM_L1", category: "demographics", type: "boolean", text: "Do you have children?" },
  {
    id: "DEM_L2",
    category: "demographics",
    type: "text",
    text: "How many children do you have?",
  },
  {
    id: "DEM_L3",
    category: "demographics",
    type: "select",
    text: "Which religion, if any, do you follow? We ask because shared beliefs matter to many people. 'No religion' and 'Other' are both fine answers.",
    options: religionValues.map((value) => ({ value, label: religionLabels[value] })),
  },
  {
    id: "DEM_L4",
    category: "demographics",
    type: "scale",
    text: "How important is religion or faith in your daily life?",
    importance: true,
    scale: subscale("cultural", "religion in daily life"),
  },

  // preferences
  {
    id: "PREF1",
    category: "preferences",
    type: "boolean",
    text: "Would you be willing to move to another city or country for the right partner?",
  },
  {
    id: "PREF2",
    category: "preferences",
    type: "text",
    text: "Which languages do you speak at home, or feel most at ease in?",
  },
  {
    id: "PREF3",
    category: "preferences",
    type: "text",
    text: "Which festivals, traditions or customs mean the most to you?",
  },
  {
    id: "PREF4",
    category: "preferences",
    type: "boolean",
    text: "Would you prefer a partner whose personality is similar to yours?",
  },

  // cultural
  {
    id: "PREF5",
    category: "cultural",
    type: "scale",
    text: "How important is it to you that your partner comes from the same caste or community? We ask because it matters to many families; every answer is respected.",
    importance: true,
    scale: subscale("cultural", "same caste or community"),
  },
  {
    id: "PREF6",
    category: "cultural",
    type: "select",
    text: "Would you like your partner to come from the same region or state as you?",
    options: yesNoNeutral,
  },
  {
    id: "PREF7",
    category: "cultural",
    type: "scale",
    text: "How important is it to you to live in a joint family, with parents or in-laws under the same roof?",
    importance: true,
    scale: subscale("cultural", "joint family"),
  },
  {
    id: "PREF8",
    category: "cultural",
    type: "text",
    text: "Since community matters to you, which caste or community would you prefer your partner to be from? Writing 'Open to all' or 'Prefer not to say' is fine.",
  },
  {
    id: "PREF9",
    category: "cultural",
    type: "scale",
    text: "How important is it to you that your partner shares your religion?",
    importance: true,
    scale: subscale("cultural", "shared religion"),
  },

  // personality: IPIP 50-item markers, five per domain (science.md)
  {
    id: "PERS_O1",
    category: "personality",
    type: "scale",
    text: "I have a vivid imagination.",
    scale: {
      kind: "bigFive",
      trait: "openness",
      key: "+",
      ipip: {
        item: 15,
        text: "Have a vivid imagination.",
        factor: "Intellect/Imagination",
        factorKey: "+",
      },
    },
  },
  {
    id: "PERS_O2",
    category: "personality",
    type: "scale",
    text: "I am full of ideas.",
    scale: {
      kind: "bigFive",
      trait: "openness",
      key: "+",
      ipip: {
        item: 50,
        text: "Am full of ideas.",
        factor: "Intellect/Imagination",
        factorKey: "+",
      },
    },
  },
  {
    id: "PERS_O3",
    category: "personality",
    type: "scale",
    text: "I spend time reflecting on things.",
    scale: {
      kind: "bigFive",
      trait: "openness",
      key: "+",
      ipip: {
        item: 45,
        text: "Spend time reflecting on things.",
        factor: "Intellect/Imagination",
        factorKey: "+",
      },
    },
  },
  {
    id: "PERS_O4",
    category: "personality",
    type: "scale",
    text: "I do not have a good imagination.",
    reverseCoded: true,
    scale: {
      kind: "bigFive",
      trait: "openness",
      key: "-",
      ipip: {
        item: 30,
        text: "Do not have a good imagination.",
        factor: "Intellect/Imagination",
        factorKey: "-",
      },
    },
  },
  {
    id: "PERS_O5",
    category: "personality",
    type: "scale",
    text: "I am quick to understand things.",
    scale: {
      kind: "bigFive",
      trait: "openness",
      key: "+",
      ipip: {
        item: 35,
        text: "Am quick to understand things.",
        factor: "Intellect/Imagination",
        factorKey: "+",
      },
    },
  },
  {
    id: "PERS_C1",
    category: "personality",
    type: "scale",
    text: "I am always prepared.",
    scale: {
      kind: "bigFive",
      trait: "conscientiousness",
      key: "+",
      ipip: { item: 3, text: "Am always prepared.", factor: "Conscientiousness", factorKey: "+" },
    },
  },
  {
    id: "PERS_C2",
    category: "personality",
    type: "scale",
    text: "I pay attention to details.",
    scale: {
      kind: "bigFive",
      trait: "conscientiousness",
      key: "+",
      ipip: {
        item: 13,
        text: "Pay attention to details.",
        factor: "Conscientiousness",
        factorKey: "+",
      },
    },
  },
  {
    id: "PERS_C3",
    category: "personality",
    type: "scale",
    text: "I get chores done right away.",
    scale: {
      kind: "bigFive",
      trait: "conscientiousness",
      key: "+",
      ipip: {
        item: 23,
        text: "Get chores done right away.",
        factor: "Conscientiousness",
        factorKey: "+",
      },
    },
  },
  {
    id: "PERS_C4",
    category: "personality",
    type: "scale",
    text: "I leave my belongings lying around.",
    reverseCoded: true,
    scale: {
      kind: "bigFive",
      trait: "conscientiousness",
      key: "-",
      ipip: {
        item: 8,
        text: "Leave my belongings around.",
        factor: "Conscientiousness",
        factorKey: "-",
      },
    },
  },
  {
    id: "PERS_C5",
    category: "personality",
    type: "scale",
    text: "I follow a schedule.",
    scale: {
      kind: "bigFive",
      trait: "conscientiousness",
      key: "+",
      ipip: { item: 43, text: "Follow a schedule.", factor: "Conscientiousness", factorKey: "+" },
    },
  },
  {
    id: "PERS_E1",
    category: "personality",
    type: "scale",
    text: "I am the life of the party.",
    scale: {
      kind: "bigFive",
      trait: "extraversion",
      key: "+",
      ipip: { item: 1, text: "Am the life of the party.", factor: "Extraversion", factorKey: "+" },
    },
  },
  {
    id: "PERS_E2",
    category: "personality",
    type: "scale",
    text: "I feel comfortable around people.",
    scale: {
      kind: "bigFive",
      trait: "extraversion",
      key: "+",
      ipip: {
        item: 11,
        text: "Feel comfortable around people.",
        factor: "Extraversion",
        factorKey: "+",
      },
    },
  },
  {
    id: "PERS_E3",
    category: "personality",
    type: "scale",
    text: "I start conversations.",
    scale: {
      kind: "bigFive",
      trait: "extraversion",
      key: "+",
      ipip: { item: 21, text: "Start conversations.", factor: "Extraversion", factorKey: "+" },
    },
  },
  {
    id: "PERS_E4",
    category: "personality",
    type: "scale",
    text: "I am quiet around strangers.",
    reverseCoded: true,
    scale: {
      kind: "bigFive",
      trait: "extraversion",
      key: "-",
      ipip: {
        item: 46,
        text: "Am quiet around strangers.",
        factor: "Extraversion",
        factorKey: "-",
      },
    },
  },
  {
    id: "PERS_E5",
    category: "personality",
    type: "scale",
    text: "I talk to a lot of different people at parties and functions.",
    scale: {
      kind: "bigFive",
      trait: "extraversion",
      key: "+",
      ipip: {
        item: 31,
        text: "Talk to a lot of different people at parties.",
        factor: "Extraversion",
        factorKey: "+",
      },
    },
  },
  {
    id: "PERS_A1",
    category: "personality",
    type: "scale",
    text: "I am interested in people.",
    scale: {
      kind: "bigFive",
      trait: "agreeableness",
      key: "+",
      ipip: { item: 7, text: "Am interested in people.", factor: "Agreeableness", factorKey: "+" },
    },
  },
  {
    id: "PERS_A2",
    category: "personality",
    type: "scale",
    text: "I sympathise with other people's feelings.",
    scale: {
      kind: "bigFive",
      trait: "agreeableness",
      key: "+",
      ipip: {
        item: 17,
        text: "Sympathize with others' feelings.",
        factor: "Agreeableness",
        factorKey: "+",
      },
    },
  },
  {
    id: "PERS_A3",
    category: "personality",
    type: "scale",
    text: "I have a soft heart.",
    scale: {
      kind: "bigFive",
      trait: "agreeableness",
      key: "+",
      ipip: { item: 27, text: "Have a soft heart.", factor: "Agreeableness", factorKey: "+" },
    },
  },
  {
    id: "PERS_A4",
    category: "personality",
    type: "scale",
    text: "I feel little concern for others.",
    reverseCoded: true,
    scale: {
      kind: "bigFive",
      trait: "agreeableness",
      key: "-",
      ipip: {
        item: 2,
        text: "Feel little concern for others.",
        factor: "Agreeableness",
        factorKey: "-",
      },
    },
  },
  {
    id: "PERS_A5",
    category: "personality",
    type: "scale",
    text: "I take time out for others.",
    scale: {
      kind: "bigFive",
      trait: "agreeableness",
      key: "+",
      ipip: {
        item: 37,
        text: "Take time out for others.",
        factor: "Agreeableness",
        factorKey: "+",
      },
    },
  },
  {
    id: "PERS_N1",
    category: "personality",
    type: "scale",
    text: "I get stressed out easily.",
    scale: {
      kind: "bigFive",
      trait: "neuroticism",
      key: "+",
      ipip: {
        item: 4,
        text: "Get stressed out easily.",
        factor: "Emotional Stability",
        factorKey: "-",
      },
    },
  },
  {
    id: "PERS_N2",
    category: "personality",
    type: "scale",
    text: "I worry about things.",
    scale: {
      kind: "bigFive",
      trait: "neuroticism",
      key: "+",
      ipip: {
        item: 14,
        text: "Worry about things.",
        factor: "Emotional Stability",
        factorKey: "-",
      },
    },
  },
  {
    id: "PERS_N3",
    category: "personality",
    type: "scale",
    text: "I am relaxed most of the time.",
    reverseCoded: true,
    scale: {
      kind: "bigFive",
      trait: "neuroticism",
      key: "-",
      ipip: {
        item: 9,
        text: "Am relaxed most of the time.",
        factor: "Emotional Stability",
        factorKey: "+",
      },
    },
  },
  {
    id: "PERS_N4",
    category: "personality",
    type: "scale",
    text: "I get upset easily.",
    scale: {
      kind: "bigFive",
      trait: "neuroticism",
      key: "+",
      ipip: { item: 29, text: "Get upset easily.", factor: "Emotional Stability", factorKey: "-" },
    },
  },
  {
    id: "PERS_N5",
    category: "personality",
    type: "scale",
    // "Feel blue" is glossed: the idiom is not universal in Indian English.
    text: "I seldom feel blue (sad or low).",
    reverseCoded: true,
    scale: {
      kind: "bigFive",
      trait: "neuroticism",
      key: "-",
      ipip: { item: 19, text: "Seldom feel blue.", factor: "Emotional Stability", factorKey: "+" },
    },
  },

  // attachment: written for this product (ECR/ECR-R are research-only licences, decision 17)
  {
    id: "ATT1",
    category: "attachment",
    type: "scale",
    text: "When someone I love takes a long time to reply, I start to wonder if they are upset with me.",
    scale: anxiety,
  },
  {
    id: "ATT2",
    category: "attachment",
    type: "scale",
    text: "I feel uneasy when someone wants to get very close to me emotionally.",
    scale: avoidance,
  },
  {
    id: "ATT3",
    category: "attachment",
    type: "scale",
    text: "I need to hear often from the people I love that they still care about me.",
    scale: anxiety,
  },
  {
    id: "ATT4",
    category: "attachment",
    type: "scale",
    text: "I would rather handle my problems alone than lean on a partner for support.",
    scale: avoidance,
  },
  {
    id: "ATT5",
    category: "attachment",
    type: "scale",
    text: "I worry that the people I love will one day leave me.",
    scale: anxiety,
  },
  {
    id: "ATT6",
    category: "attachment",
    type: "scale",
    text: "Talking about my deepest feelings is hard for me, even with the person I am closest to.",
    scale: avoidance,
  },
  {
    id: "ATT7",
    category: "attachment",
    type: "scale",
    text: "I fear that I care more about my close relationships than the other person does.",
    scale: anxiety,
  },
  {
    id: "ATT8",
    category: "attachment",
    type: "scale",
    text: "Relying on a partner for help or comfort comes easily to me.",
    reverseCoded: true,
    scale: avoidance,
  },
  {
    id: "ATT9",
    category: "attachment",
    type: "scale",
    text: "If someone close to me seems a little distant, I find it hard to think about anything else.",
    scale: anxiety,
  },
  {
    id: "ATT10",
    category: "attachment",
    type: "scale",
    text: "I like to keep some emotional distance, even in my closest relationships.",
    scale: avoidance,
  },
  {
    id: "ATT11",
    category: "attachment",
    type: "scale",
    text: "I get anxious when I don't know where I stand with someone I care about.",
    scale: anxiety,
  },
  {
    id: "ATT12",
    category: "attachment",
    type: "scale",
    text: "When a relationship starts to get serious, part of me wants to pull back.",
    scale: avoidance,
  },

  // relationship values
  {
    id: "REL_V1",
    category: "relationship",
    type: "scale",
    text: "Complete faithfulness and loyalty are the foundation of any relationship for me.",
    scale: subscale("relationshipValues", "loyalty"),
  },
  {
    id: "REL_V2",
    category: "relationship",
    type: "scale",
    text: "I expect complete honesty from the people close to me, even when the truth is uncomfortable.",
    scale: subscale("relationshipValues", "honesty"),
  },
  {
    id: "REL_V3",
    category: "relationship",
    type: "scale",
    text: "I want my family to be closely involved in the big decisions of my life.",
    scale: subscale("relationshipValues", "family involvement"),
  },
  {
    id: "REL_V4",
    category: "relationship",
    type: "scale",
    text: "Household work and responsibilities should be shared equally between partners.",
    scale: subscale("relationshipValues", "equal partnership"),
  },
  {
    id: "REL_V5",
    category: "relationship",
    type: "scale",
    text: "Even in a close relationship, I need time and space of my own.",
    scale: subscale("relationshipValues", "personal space"),
  },
  {
    id: "REL_V6",
    category: "relationship",
    type: "scale",
    text: "Partners should plan and manage their money together, openly.",
    scale: subscale("relationshipValues", "shared finances"),
  },
  {
    id: "REL_V7",
    category: "relationship",
    type: "scale",
    text: "The traditions and customs I grew up with guide many of the choices I make.",
    scale: subscale("relationshipValues", "tradition"),
  },
  {
    id: "REL_V8",
    category: "relationship",
    type: "scale",
    text: "Showing affection openly, through words and small gestures, matters a lot to me.",
    scale: subscale("relationshipValues", "affection"),
  },
  {
    id: "REL_V9",
    category: "relationship",
    type: "scale",
    text: "Looking after my parents as they grow older is a responsibility I will always keep.",
    scale: subscale("relationshipValues", "care for parents"),
  },

  // communication
  {
    id: "COMM1",
    category: "communication",
    type: "scale",
    text: "I find it easy to tell the people close to me what I am feeling.",
    scale: subscale("communication", "expressing feelings"),
  },
  {
    id: "COMM2",
    category: "communication",
    type: "scale",
    text: "When we disagree, I prefer to talk it through straight away rather than let it wait.",
    scale: subscale("communication", "addressing disagreements"),
  },
  {
    id: "COMM3",
    category: "communication",
    type: "scale",
    text: "I listen carefully to the other person's side before I reply, even in an argument.",
    scale: subscale("communication", "listening"),
  },
  {
    id: "COMM4",
    category: "communication",
    type: "scale",
    text: "I like to stay in touch with the people I am close to throughout the day.",
    scale: subscale("communication", "staying in touch"),
  },
  {
    id: "COMM5",
    category: "communication",
    type: "scale",
    text: "I stay calm and speak respectfully, even when I am upset.",
    scale: subscale("communication", "calm in conflict"),
  },

  // activities
  {
    id: "ACT1",
    category: "activities",
    type: "text",
    text: "How do you most like to spend a free weekend?",
  },
  {
    id: "ACT2",
    category: "activities",
    type: "text",
    text: "Which hobbies or interests do you spend the most time on?",
  },
  {
    id: "ACT3",
    category: "activities",
    type: "text",
    text: "What kind of holiday or trip do you enjoy the most?",
  },
  {
    id: "ACT4",
    category: "activities",
    type: "text",
    text: "What is something you would love to do together with a partner or a close friend?",
  },

  // goals
  {
    id: "REL_G1",
    category: "goals",
    type: "scale",
    text: "I would like to marry or settle into a committed partnership within the next two years.",
    scale: subscale("lifeGoals", "settling down soon"),
  },
  {
    id: "REL_G2",
    category: "goals",
    type: "scale",
    text: "Building my career is one of my top priorities for the next few years.",
    scale: subscale("lifeGoals", "career focus"),
  },
  {
    id: "REL_G3",
    category: "goals",
    type: "scale",
    text: "I would like to have children someday.",
    scale: subscale("lifeGoals", "children"),
  },
  {
    id: "REL_G4",
    category: "goals",
    type: "text",
    text: "What are your dealbreakers in a relationship? Tell us anything you could not accept in a partner.",
  },
  {
    id: "REL_G5",
    category: "goals",
    type: "boolean",
    text: "Are you looking for marriage or a long-term committed relationship?",
  },

  // lifestyle
  {
    id: "LIFEST1",
    category: "lifestyle",
    type: "scale",
    text: "I stay physically active most days, with walking, yoga, sport or the gym.",
    scale: subscale("lifestyle", "physical activity"),
  },
  {
    id: "LIFEST2",
    category: "lifestyle",
    type: "scale",
    text: "My food habits, such as being vegetarian or keeping fasts, are an important part of my daily life.",
    scale: subscale("lifestyle", "food habits"),
  },
  {
    id: "LIFEST3",
    category: "lifestyle",
    type: "scale",
    text: "I like a planned daily routine more than doing things on the spur of the moment.",
    scale: subscale("lifestyle", "routine"),
  },
  {
    id: "LIFEST4",
    category: "lifestyle",
    type: "scale",
    text: "I would rather save money for the future than spend it on enjoying life now.",
    scale: subscale("lifestyle", "saving"),
  },
  {
    id: "LIFEST5",
    category: "lifestyle",
    type: "scale",
    text: "I prefer to keep alcohol and smoking out of my life.",
    scale: subscale("lifestyle", "no alcohol or smoking"),
  },
  {
    id: "LIFEST6",
    category: "lifestyle",
    type: "scale",
    text: "I enjoy going out to parties and big social gatherings most weekends.",
    scale: subscale("lifestyle", "social outings"),
  },
];

export const surveyQuestionIds: readonly string[] = surveyQuestions.map((q) => q.id);
export const surveyQuestionCount = surveyQuestions.length;

const questionsById: ReadonlyMap<string, SurveyQuestion> = new Map(
  surveyQuestions.map((q) => [q.id, q]),
);

export function getSurveyQuestion(id: string): SurveyQuestion | undefined {
  return questionsById.get(id);
}

/** Position of a question in the bank (the survey's order), or -1 when unknown. */
export function getQuestionIndex(id: string): number {
  return surveyQuestionIds.indexOf(id);
}

export const surveyQuestionCountByCategory: Readonly<Record<SurveyCategory, number>> =
  Object.fromEntries(
    surveyCategories.map((c) => [c, surveyQuestions.filter((q) => q.category === c).length]),
  ) as Record<SurveyCategory, number>;

export function getQuestionsInCategory(category: SurveyCategory): SurveyQuestion[] {
  return surveyQuestions.filter((q) => q.category === category);
}

/** The scale items that measure one Big Five trait, in bank order. */
export function getBigFiveItems(trait: BigFiveTrait): SurveyQuestion[] {
  return surveyQuestions.filter((q) => q.scale?.kind === "bigFive" && q.scale.trait === trait);
}

/** The scale items of one attachment dimension, in bank order. */
export function getAttachmentItems(dimension: AttachmentDimension): SurveyQuestion[] {
  return surveyQuestions.filter(
    (q) => q.scale?.kind === "attachment" && q.scale.dimension === dimension,
  );
}
