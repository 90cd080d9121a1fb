import { z } from "zod";
import { EducationSchema, ReligionSchema } from "../survey/enumerations.js";
import { ageOn, type CalendarDate, isCalendarDate } from "./age.js";

/** Spec part 1, sections 5 and 9; decision 10. */
export const MIN_PROFILE_AGE = 15;
export const BIO_MAX_LENGTH = 500;
export const HEIGHT_CM_MIN = 100;
export const HEIGHT_CM_MAX = 250;
export const MAX_INTERESTS = 10;
export const INTEREST_MAX_LENGTH = 30;
export const DATE_PICKER_FIRST_YEAR = 1900;
export const DEFAULT_AGE_YEARS = 25;

export const profileMessages = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Invalid email address",
  gender: "Gender is required",
  dateOfBirth: "Date of birth is required",
  minimumAge: "You must be at least 15 years old",
  location: "Location is required",
  bio: "Bio must be 500 characters or less",
} as const;

export const genderValues = ["male", "female", "non-binary", "prefer-not-to-say"] as const;
export const GenderSchema = z.enum(genderValues);
export type Gender = z.infer<typeof GenderSchema>;
export const genderLabels: Readonly<Record<Gender, string>> = {
  male: "Male",
  female: "Female",
  "non-binary": "Non-binary",
  "prefer-not-to-say": "Prefer not to say",
};

export const occupationValues = [
  "technology",
  "healthcare",
  "finance",
  "education",
  "business",
  "engineering",
  "arts",
  "government",
  "student",
  "other",
] as const;
export const OccupationSchema = z.enum(occupationValues);
export type Occupation = z.infer<typeof OccupationSchema>;
export const occupationLabels: Readonly<Record<Occupation, string>> = {
  technology: "Technology",
  healthcare: "Healthcare",
  finance: "Finance",
  education: "Education",
  business: "Business",
  engineering: "Engineering",
  arts: "Arts",
  government: "Government",
  student: "Student",
  other: "Other",
};

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be ${max} characters or less`);

/**
 * Checks a date of birth against "today" (passed in, so the same rule runs in the browser and on
 * the server): a real `YYYY-MM-DD` date, not before 1900, not in the future, at least 15 years.
 */
export function dateOfBirthProblem(value: string, today: CalendarDate): string | null {
  if (!isCalendarDate(value) || value < `${DATE_PICKER_FIRST_YEAR}-01-01` || value > today) {
    return profileMessages.dateOfBirth;
  }
  return ageOn(value, today) < MIN_PROFILE_AGE ? profileMessages.minimumAge : null;
}

/**
 * The fields people set (spec part 1 "Profile" plus decision 10). `today` makes the age rule
 * testable; the server passes the date in India.
 */
export function profileFormSchema(today: CalendarDate) {
  return z.object({
    firstName: requiredText(profileMessages.firstName, 50),
    lastName: requiredText(profileMessages.lastName, 50),
    // The account's verified e-mail from the identity provider; checked, never changed here.
    email: z.email({ error: profileMessages.email }).max(254, profileMessages.email).optional(),
    gender: z.enum(genderValues, { error: profileMessages.gender }),
    dateOfBirth: z.string({ error: profileMessages.dateOfBirth }).superRefine((value, ctx) => {
      const problem = dateOfBirthProblem(value, today);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
    location: requiredText(profileMessages.location, 100),
    bio: z.string().trim().max(BIO_MAX_LENGTH, profileMessages.bio).optional().default(""),
    isSearchable: z.boolean().default(true),
    allowDobSharing: z.boolean().default(false),
    education: EducationSchema.nullable().optional().default(null),
    occupation: OccupationSchema.nullable().optional().default(null),
    religion: ReligionSchema.nullable().optional().default(null),
    heightCm: z
      .number()
      .int("Height must be a whole number of centimetres")
      .min(HEIGHT_CM_MIN, `Height must be between ${HEIGHT_CM_MIN} and ${HEIGHT_CM_MAX} cm`)
      .max(HEIGHT_CM_MAX, `Height must be between ${HEIGHT_CM_MIN} and ${HEIGHT_CM_MAX} cm`)
      .nullable()
      .optional()
      .default(null),
    interests: z
      .array(
        z
          .string()
          .trim()
          .min(1, "An interest cannot be empty")
          .max(
            INTEREST_MAX_LENGTH,
            `Each interest must be ${INTEREST_MAX_LENGTH} characters or less`,
          ),
      )
      .max(MAX_INTERESTS, `At most ${MAX_INTERESTS} interests`)
      .optional()
      .default([]),
  });
}
export type ProfileForm = z.output<ReturnType<typeof profileFormSchema>>;
export type ProfileFormInput = z.input<ReturnType<typeof profileFormSchema>>;

/**
 * Keys a client may send but never sets (security.md, mass assignment): accepted so that a form
 * echoing the profile back still saves, then dropped. Any other unknown key is refused.
 */
const ignoredKeys = {
  id: z.unknown().optional(),
  userId: z.unknown().optional(),
  role: z.unknown().optional(),
  status: z.unknown().optional(),
  profileCompleted: z.unknown().optional(),
  profileImageUrl: z.unknown().optional(),
  createdAt: z.unknown().optional(),
  updatedAt: z.unknown().optional(),
};

/** POST /api/profile body: the form, strict, with the ignored keys removed. */
export function profilePayloadSchema(today: CalendarDate) {
  return profileFormSchema(today)
    .extend(ignoredKeys)
    .strict()
    .transform(
      ({
        id: _id,
        userId: _userId,
        role: _role,
        status: _status,
        profileCompleted: _completed,
        profileImageUrl: _image,
        createdAt: _created,
        updatedAt: _updated,
        ...form
      }) => form,
    );
}

/** GET/POST /api/profile response: the caller's own profile, prefilled from the account. */
export const ProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  gender: GenderSchema.nullable(),
  dateOfBirth: z.string().nullable(),
  location: z.string(),
  bio: z.string(),
  isSearchable: z.boolean(),
  allowDobSharing: z.boolean(),
  profileCompleted: z.boolean(),
  profileImageUrl: z.string().nullable(),
  education: EducationSchema.nullable(),
  occupation: OccupationSchema.nullable(),
  religion: ReligionSchema.nullable(),
  heightCm: z.number().int().nullable(),
  interests: z.array(z.string()),
  /** Completed years on today's date in India; null without a date of birth. */
  age: z.number().int().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;
