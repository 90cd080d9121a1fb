import { z } from "zod";

/**
 * Religion and education are one enumeration each for the profile, the survey (DEM_L3, DEM_B7)
 * and the search filters (decisions.md, "Enumerations used everywhere"), so that a survey
 * answer, a profile field and a filter can be compared without translation.
 */
export const religionValues = [
  "hindu",
  "muslim",
  "christian",
  "sikh",
  "buddhist",
  "jain",
  "jewish",
  "parsi",
  "other",
  "none",
] as const;
export const ReligionSchema = z.enum(religionValues);
export type Religion = z.infer<typeof ReligionSchema>;

export const religionLabels: Readonly<Record<Religion, string>> = {
  hindu: "Hindu",
  muslim: "Muslim",
  christian: "Christian",
  sikh: "Sikh",
  buddhist: "Buddhist",
  jain: "Jain",
  jewish: "Jewish",
  parsi: "Parsi (Zoroastrian)",
  other: "Other",
  none: "No religion",
};

export const educationValues = [
  "high-school",
  "bachelors",
  "masters",
  "phd",
  "professional",
  "other",
] as const;
export const EducationSchema = z.enum(educationValues);
export type Education = z.infer<typeof EducationSchema>;

/** Labels name Indian equivalents (10th/12th, CA/MBBS/LLB) so that everyone finds their level. */
export const educationLabels: Readonly<Record<Education, string>> = {
  "high-school": "School (10th or 12th)",
  bachelors: "Bachelor's degree",
  masters: "Master's degree",
  phd: "Doctorate (PhD)",
  professional: "Professional qualification (e.g. CA, MBBS, LLB)",
  other: "Other",
};
