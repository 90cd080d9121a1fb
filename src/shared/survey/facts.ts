/**
 * The numbers a visitor is told about the survey (decision 18: computed, never written by hand).
 *
 * Until the full question bank lands (the survey issue), the count comes from the question ids
 * the specification's bank table lists; the survey issue replaces `surveyQuestionKinds` with the
 * bank itself and this function keeps its signature.
 */
type QuestionKind = "scale" | "boolean" | "select" | "text";

const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);

/** Ids and answer kinds from spec part 2, "Survey question bank". */
const surveyQuestionKinds: ReadonlyArray<readonly [string, QuestionKind]> = [
  ["DEM_B1", "text"],
  ["DEM_B2", "text"],
  ["DEM_B3", "select"],
  ["DEM_B4", "select"],
  ["DEM_B5", "select"],
  ["DEM_B6", "text"],
  ["DEM_B7", "select"],
  ["DEM_B8", "text"],
  ["DEM_L1", "boolean"],
  ["DEM_L2", "text"],
  ["DEM_L3", "select"],
  ["DEM_L4", "scale"],
  ["PREF1", "boolean"],
  ["PREF2", "text"],
  ["PREF3", "text"],
  ["PREF4", "boolean"],
  ["PREF5", "scale"],
  ["PREF6", "select"],
  ["PREF7", "scale"],
  ["PREF8", "text"],
  ["PREF9", "scale"],
  ...["O", "C", "E", "A", "N"]
    .flatMap((t) => range(`PERS_${t}`, 1, 5))
    .map((id) => [id, "scale"] as const),
  ...range("ATT", 1, 12).map((id) => [id, "scale"] as const),
  ...range("REL_V", 1, 9).map((id) => [id, "scale"] as const),
  ...range("COMM", 1, 5).map((id) => [id, "scale"] as const),
  ...range("ACT", 1, 4).map((id) => [id, "text"] as const),
  ...range("REL_G", 1, 3).map((id) => [id, "scale"] as const),
  ["REL_G4", "text"],
  ["REL_G5", "boolean"],
  ...range("LIFEST", 1, 6).map((id) => [id, "scale"] as const),
];

/**
 * Seconds a person typically needs per answer: a rating or a choice takes about 7 s on a
 * phone; a short written answer about 30 s.
 */
const secondsPerAnswer: Record<QuestionKind, number> = {
  scale: 7,
  boolean: 5,
  select: 7,
  text: 30,
};

export interface SurveyFacts {
  questionCount: number;
  minutes: number;
}

export function getSurveyFacts(): SurveyFacts {
  const seconds = surveyQuestionKinds.reduce((sum, [, kind]) => sum + secondsPerAnswer[kind], 0);
  return { questionCount: surveyQuestionKinds.length, minutes: Math.round(seconds / 60) };
}

/** The guest preview: five scale questions, one per trait (spec part 2). */
export const guestQuestionCount = 5;
