import {
  HEIGHT_CM_MAX,
  HEIGHT_CM_MIN,
  type Occupation,
  occupationLabels,
  occupationValues,
} from "@shared/profile/schemas";
import {
  type Education,
  educationLabels,
  educationValues,
  type Religion,
  religionLabels,
  religionValues,
} from "@shared/survey/enumerations";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import type { StepProps } from "./basic-info-step";
import { Field } from "./form-field";
import { InterestsInput } from "./interests-input";
import { ProfileSummary } from "./profile-summary";

/** An unset choice is an empty option; the profile stores it as null. */
function orNull<T extends string>(value: string): T | null {
  return value === "" ? null : (value as T);
}

/** Step 3: optional details, then the summary of what will be saved. */
export function PreferencesStep({ draft, errors, onChange }: StepProps) {
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          field="education"
          label="Education"
          optional
          hint="Shown on your search card."
          error={errors.education}
        >
          {(control) => (
            <Select
              className="aria-invalid:border-destructive"
              {...control}
              value={draft.education ?? ""}
              onChange={(event) => onChange({ education: orNull<Education>(event.target.value) })}
            >
              <option value="">Not specified</option>
              {educationValues.map((value) => (
                <option key={value} value={value}>
                  {educationLabels[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          field="occupation"
          label="Occupation"
          optional
          hint="Shown on your search card."
          error={errors.occupation}
        >
          {(control) => (
            <Select
              className="aria-invalid:border-destructive"
              {...control}
              value={draft.occupation ?? ""}
              onChange={(event) => onChange({ occupation: orNull<Occupation>(event.target.value) })}
            >
              <option value="">Not specified</option>
              {occupationValues.map((value) => (
                <option key={value} value={value}>
                  {occupationLabels[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          field="religion"
          label="Religion"
          optional
          hint="Used only as a search filter and never shown on your card. Someone who filters by a religion finds you only if you chose that religion here."
          error={errors.religion}
          className="sm:col-span-2"
        >
          {(control) => (
            <Select
              className="aria-invalid:border-destructive"
              {...control}
              value={draft.religion ?? ""}
              onChange={(event) => onChange({ religion: orNull<Religion>(event.target.value) })}
            >
              <option value="">Prefer not to say</option>
              {religionValues.map((value) => (
                <option key={value} value={value}>
                  {religionLabels[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          field="heightCm"
          label="Height in cm"
          optional
          hint={`From ${HEIGHT_CM_MIN} to ${HEIGHT_CM_MAX} cm. Not shown on your search card.`}
          error={errors.heightCm}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={HEIGHT_CM_MIN}
              max={HEIGHT_CM_MAX}
              step={1}
              value={draft.heightCm}
              onChange={(event) => onChange({ heightCm: event.target.value })}
              className="aria-invalid:border-destructive sm:max-w-40"
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <InterestsInput
            value={draft.interests}
            onChange={(interests) => onChange({ interests })}
            error={errors.interests}
          />
        </div>
      </div>
      <ProfileSummary draft={draft} />
    </div>
  );
}
