import { type Gender, type Occupation, occupationValues } from "@shared/profile/schemas";
import { SearchQuerySchema } from "@shared/search/schemas";
import {
  type Education,
  educationValues,
  type Religion,
  religionValues,
} from "@shared/survey/enumerations";
import type { SearchFilters } from "./api/search-profiles";

/** Search genders: prefer-not-to-say is not offered (spec part 1 §5). */
export const searchGenderValues = ["male", "female", "non-binary"] as const satisfies Gender[];

type OrAny<T> = T | "any";

/** What the filter form holds: selects as values or "any", numbers and text as typed. */
export interface FilterDraft {
  gender: OrAny<(typeof searchGenderValues)[number]>;
  ageMin: string;
  ageMax: string;
  location: string;
  education: OrAny<Education>;
  religion: OrAny<Religion>;
  occupation: OrAny<Occupation>;
}

export type FilterErrors = Partial<Record<"ageMin" | "ageMax" | "location", string>>;

export const emptyDraft: FilterDraft = {
  gender: "any",
  ageMin: "",
  ageMax: "",
  location: "",
  education: "any",
  religion: "any",
  occupation: "any",
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): OrAny<T> =>
  values.includes(value as T) ? (value as T) : "any";

/** The form as the page's URL describes it; unknown values read as "any" or empty. */
export function draftFromParams(params: URLSearchParams): FilterDraft {
  return {
    gender: oneOf(searchGenderValues, params.get("gender")),
    ageMin: params.get("ageMin") ?? "",
    ageMax: params.get("ageMax") ?? "",
    location: params.get("location") ?? "",
    education: oneOf(educationValues, params.get("education")),
    religion: oneOf(religionValues, params.get("religion")),
    occupation: oneOf(occupationValues, params.get("occupation")),
  };
}

/**
 * Checks the form with the server's own query schema: the filters to search with ("any" and
 * empty fields left out), or a message per field.
 */
export function parseFilterDraft(
  draft: FilterDraft,
): { ok: true; filters: SearchFilters } | { ok: false; errors: FilterErrors } {
  const input = Object.fromEntries(
    Object.entries(draft).filter(([, value]) => value.trim() !== "" && value !== "any"),
  );
  const parsed = SearchQuerySchema.safeParse(input);
  if (parsed.success) {
    const { cursor: _cursor, ...filters } = parsed.data;
    return {
      ok: true,
      filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)),
    };
  }
  const errors: FilterErrors = {};
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    // The min <= max rule belongs to no single field: show it under the maximum.
    const key = field === "ageMin" || field === "location" ? field : "ageMax";
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** How many filters are set, for the collapsed panel's label. */
export function activeFilterCount(filters: SearchFilters): number {
  return Object.values(filters).filter((value) => value !== undefined).length;
}
