import type { CalendarDate } from "@shared/profile/age";
import { BIO_MAX_LENGTH, genderLabels, genderValues } from "@shared/profile/schemas";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { cn } from "@web/lib/utils";
import { Check } from "lucide-react";
import { DateOfBirthPicker } from "./date-of-birth-picker";
import { describedBy, Field, FieldError, fieldId } from "./form-field";
import type { FieldErrors, ProfileDraft } from "./profile-draft";

export interface StepProps {
  draft: ProfileDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<ProfileDraft>) => void;
  today: CalendarDate;
}

const invalidBorder = "aria-invalid:border-destructive";

function GenderChoice({
  value,
  onChange,
  error,
}: {
  value: ProfileDraft["gender"];
  onChange: (gender: NonNullable<ProfileDraft["gender"]>) => void;
  error: string | undefined;
}) {
  const id = fieldId("gender");
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="font-medium text-foreground text-sm">
        Gender
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error ? errorId : null)}
        className="grid grid-cols-2 gap-2"
      >
        {genderValues.map((gender, index) => {
          const checked = value === gender;
          return (
            <label
              key={gender}
              className={cn(
                "relative flex min-h-12 cursor-pointer select-none items-center gap-2 rounded-xl border-2 bg-card px-3 py-2 text-base text-foreground leading-tight transition-colors hover:border-border-strong has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2",
                error ? "border-destructive-border" : "border-border",
              )}
            >
              <input
                // The first option takes the focus when the choice is missing.
                id={index === 0 ? id : undefined}
                type="radio"
                name="gender"
                value={gender}
                checked={checked}
                onChange={() => onChange(gender)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
              />
              <span className="flex-1">{genderLabels[gender]}</span>
              <Check
                aria-hidden="true"
                className={cn("size-5 shrink-0 text-primary", checked ? "visible" : "invisible")}
              />
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** Step 1: who you are. Every field here is required except the bio. */
export function BasicInfoStep({ draft, errors, onChange, today }: StepProps) {
  const bioLength = draft.bio.length;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field field="firstName" label="First name" error={errors.firstName}>
        {(control) => (
          <Input
            {...control}
            autoComplete="given-name"
            value={draft.firstName}
            onChange={(event) => onChange({ firstName: event.target.value })}
            className={invalidBorder}
          />
        )}
      </Field>
      <Field field="lastName" label="Last name" error={errors.lastName}>
        {(control) => (
          <Input
            {...control}
            autoComplete="family-name"
            value={draft.lastName}
            onChange={(event) => onChange({ lastName: event.target.value })}
            className={invalidBorder}
          />
        )}
      </Field>
      <Field
        field="email"
        label="Email"
        hint="From your sign-in account. It is never shown on your search card."
        error={errors.email}
        className="sm:col-span-2"
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            value={draft.email ?? ""}
            readOnly
            className={invalidBorder}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <GenderChoice
          value={draft.gender}
          onChange={(gender) => onChange({ gender })}
          error={errors.gender}
        />
      </div>
      <div className="sm:col-span-2">
        <DateOfBirthPicker
          value={draft.dateOfBirth}
          onChange={(dateOfBirth) => onChange({ dateOfBirth })}
          today={today}
          error={errors.dateOfBirth}
        />
      </div>
      <Field
        field="location"
        label="Location"
        hint="Your city, for example Pune or Bengaluru."
        error={errors.location}
        className="sm:col-span-2"
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="address-level2"
            maxLength={100}
            value={draft.location}
            onChange={(event) => onChange({ location: event.target.value })}
            className={invalidBorder}
          />
        )}
      </Field>
      <Field
        field="bio"
        label="Bio"
        optional
        hint={
          <span className="flex justify-between gap-3">
            <span>A few lines about yourself, shown on your search card.</span>
            <span
              className={cn(
                "shrink-0 tabular-nums",
                bioLength > BIO_MAX_LENGTH && "font-semibold text-destructive",
              )}
            >
              {bioLength}/{BIO_MAX_LENGTH}
            </span>
          </span>
        }
        error={errors.bio}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea
            {...control}
            value={draft.bio}
            onChange={(event) => onChange({ bio: event.target.value })}
            className={invalidBorder}
          />
        )}
      </Field>
    </div>
  );
}
