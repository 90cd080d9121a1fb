import type { GuestLevel } from "@shared/survey/guest-preview";
import type { BigFiveTrait } from "@shared/survey/question-bank";

/** Plain words for each trait in the sample report; the colour is the trait's fixed colour. */
export const guestTraitCopy: Readonly<
  Record<BigFiveTrait, { readonly name: string; readonly about: string; readonly color: string }>
> = {
  extraversion: {
    name: "Extraversion",
    about:
      "How much you draw energy from people and activity. Higher means more outgoing, lower more reserved.",
    color: "var(--trait-extraversion)",
  },
  agreeableness: {
    name: "Agreeableness",
    about: "How warm, trusting and cooperative you tend to be with other people.",
    color: "var(--trait-agreeableness)",
  },
  conscientiousness: {
    name: "Conscientiousness",
    about: "How organised, careful and dependable you tend to be.",
    color: "var(--trait-conscientiousness)",
  },
  neuroticism: {
    name: "Neuroticism",
    about:
      "How strongly you feel stress, worry and changing moods. Higher means more sensitive to stress.",
    color: "var(--trait-neuroticism)",
  },
  openness: {
    name: "Openness",
    about: "How curious and imaginative you are, and how open to new ideas and experiences.",
    color: "var(--trait-openness)",
  },
};

/** What a guest level means in words, so that no result rests on its number or colour alone. */
export const guestLevelMeaning: Readonly<Record<GuestLevel, string>> = {
  High: "your answer leaned towards agreeing",
  Moderate: "your answer sat near the middle",
  Low: "your answer leaned towards disagreeing",
};
