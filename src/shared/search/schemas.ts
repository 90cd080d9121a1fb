import { z } from "zod";
import { GenderSchema, OccupationSchema, occupationValues } from "../profile/schemas.js";
import {
  EducationSchema,
  educationValues,
  ReligionSchema,
  religionValues,
} from "../survey/enumerations.js";

/** Decision 12 and spec part 1 section 9. */
export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_AGE_MIN = 18;
export const SEARCH_AGE_MAX = 100;

/** The filter value that means "no filter"; the screen omits it, the server also accepts it. */
const orAny = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "any" || v === "" ? undefined : v), schema.optional());

const ageBound = z.coerce
  .number({ error: `Age must be a number from ${SEARCH_AGE_MIN} to ${SEARCH_AGE_MAX}` })
  .int(`Age must be a whole number from ${SEARCH_AGE_MIN} to ${SEARCH_AGE_MAX}`)
  .min(SEARCH_AGE_MIN, `Age must be at least ${SEARCH_AGE_MIN}`)
  .max(SEARCH_AGE_MAX, `Age must be at most ${SEARCH_AGE_MAX}`);

const choice = <const V extends readonly [string, ...string[]]>(values: V, what: string) =>
  orAny(z.enum(values, { error: `Choose a valid ${what}` }));

export const searchGenderValues = ["male", "female", "non-binary"] as const;

/** GET /api/search/profiles query. Prefer-not-to-say is not a search gender (spec part 1, section 5). */
export const SearchQuerySchema = z
  .object({
    gender: choice(searchGenderValues, "gender"),
    ageMin: orAny(ageBound),
    ageMax: orAny(ageBound),
    location: z
      .string()
      .trim()
      .max(100, "Location must be 100 characters or less")
      .optional()
      .transform((v) => (v && v.toLowerCase() !== "any" ? v : undefined)),
    education: choice(educationValues, "education"),
    religion: choice(religionValues, "religion"),
    occupation: choice(occupationValues, "occupation"),
    /** Opaque cursor from the previous page's `nextCursor`. */
    cursor: z
      .string()
      .regex(/^[0-9]{13}_[0-9a-f-]{36}$/, "Invalid page cursor")
      .optional(),
  })
  .strict()
  .refine((q) => q.ageMin === undefined || q.ageMax === undefined || q.ageMin <= q.ageMax, {
    message: "Minimum age cannot be greater than maximum age",
  });
export type SearchQuery = z.output<typeof SearchQuerySchema>;

/**
 * A search result card (spec part 1, "Search result card"). The age is sent, never the birth
 * date, and only when the person shares it; no e-mail, no religion (security.md).
 */
export const SearchProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  location: z.string(),
  gender: GenderSchema,
  education: EducationSchema.nullable(),
  occupation: OccupationSchema.nullable(),
  bio: z.string(),
  profileImageUrl: z.string().nullable(),
  allowDobSharing: z.boolean(),
  age: z.number().int().nullable(),
});
export type SearchProfile = z.infer<typeof SearchProfileSchema>;

export const SearchPageSchema = z.object({
  profiles: z.array(SearchProfileSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type SearchPage = z.infer<typeof SearchPageSchema>;
