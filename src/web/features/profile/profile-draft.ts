import { bornOnOrBefore, type CalendarDate } from "@shared/profile/age";
import {
  DEFAULT_AGE_YEARS,
  type Gender,
  type Occupation,
  type Profile,
  type ProfileForm,
  profileFormSchema,
} from "@shared/profile/schemas";
import type { Education, Religion } from "@shared/survey/enumerations";

/** What the wizard holds while the person types: text as typed, choices possibly unset. */
export interface ProfileDraft {
  firstName: string;
  lastName: string;
  /** The account's e-mail, shown read-only. */
  email: string | null;
  gender: Gender | null;
  dateOfBirth: CalendarDate;
  location: string;
  bio: string;
  isSearchable: boolean;
  allowDobSharing: boolean;
  education: Education | null;
  occupation: Occupation | null;
  religion: Religion | null;
  /** As typed in the number field; empty means not given. */
  heightCm: string;
  interests: string[];
}

export type DraftField = keyof ProfileDraft;
export type FieldErrors = Partial<Record<DraftField, string>>;

/** The fields of step 1, in the order they appear (the first invalid one gets the focus). */
export const basicFields = [
  "firstName",
  "lastName",
  "email",
  "gender",
  "dateOfBirth",
  "location",
  "bio",
] as const satisfies readonly DraftField[];

/** The saved profile, or the account's name and e-mail with a birth date 25 years back. */
export function draftFromProfile(profile: Profile, today: CalendarDate): ProfileDraft {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    gender: profile.gender,
    dateOfBirth: profile.dateOfBirth ?? bornOnOrBefore(today, DEFAULT_AGE_YEARS),
    location: profile.location,
    bio: profile.bio,
    isSearchable: profile.isSearchable,
    allowDobSharing: profile.allowDobSharing,
    education: profile.education,
    occupation: profile.occupation,
    religion: profile.religion,
    heightCm: profile.heightCm === null ? "" : String(profile.heightCm),
    interests: profile.interests,
  };
}

/** The body the shared schema checks: unset choices are left out so that it names them. */
function candidate(draft: ProfileDraft): Record<string, unknown> {
  const height = draft.heightCm.trim();
  return {
    ...draft,
    email: draft.email ?? undefined,
    gender: draft.gender ?? undefined,
    heightCm: height === "" ? null : Number(height),
  };
}

export type DraftResult = { ok: true; form: ProfileForm } | { ok: false; errors: FieldErrors };

/** Checks the whole draft with the server's schema (`today` is the date in India). */
export function parseDraft(draft: ProfileDraft, today: CalendarDate): DraftResult {
  const result = profileFormSchema(today).safeParse(candidate(draft));
  if (result.success) return { ok: true, form: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as DraftField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The problems of some fields only (one step of the wizard), each the schema's first message. */
export function fieldErrors(
  draft: ProfileDraft,
  today: CalendarDate,
  fields: readonly DraftField[],
): FieldErrors {
  const result = parseDraft(draft, today);
  if (result.ok) return {};
  return Object.fromEntries(
    Object.entries(result.errors).filter(([field]) => fields.includes(field as DraftField)),
  );
}
