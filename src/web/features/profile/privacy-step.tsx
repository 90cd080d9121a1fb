import { ageOn, isCalendarDate } from "@shared/profile/age";
import { genderLabels, occupationLabels } from "@shared/profile/schemas";
import { SEARCH_AGE_MIN } from "@shared/search/schemas";
import { educationLabels } from "@shared/survey/enumerations";
import { Avatar } from "@web/components/ui/avatar";
import { cn } from "@web/lib/utils";
import { EyeOff, Info } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { StepProps } from "./basic-info-step";
import type { ProfileDraft } from "./profile-draft";

/** A switch with its title and an explanation; the whole card toggles it. */
function SwitchCard({
  title,
  checked,
  onChange,
  children,
}: {
  title: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <label className="group relative flex cursor-pointer gap-4 rounded-xl border-2 border-border bg-card p-4 transition-colors hover:border-border-strong has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
      />
      <span className="flex flex-1 flex-col gap-1">
        <span id={titleId} className="font-semibold text-base text-foreground">
          {title}
        </span>
        <span id={descriptionId} className="text-muted-foreground text-sm">
          {children}
        </span>
      </span>
      <span aria-hidden="true" className="flex shrink-0 flex-col items-center gap-1">
        <span className="flex h-7 w-12 items-center rounded-full bg-border-strong p-1 transition-colors group-has-[:checked]:bg-primary">
          <span className="size-5 rounded-full bg-white shadow-sm transition-transform group-has-[:checked]:translate-x-5 motion-reduce:transition-none" />
        </span>
        <span className="font-medium text-foreground text-xs">{checked ? "On" : "Off"}</span>
      </span>
    </label>
  );
}

/**
 * What a search card would show (the same fields as the search results: no e-mail, no birth
 * date, no religion), so that people see the effect of their choices before saving.
 */
function SearchCardPreview({ draft, age }: { draft: ProfileDraft; age: number | null }) {
  const name = `${draft.firstName.trim()} ${draft.lastName.trim()}`.trim() || "Your name";
  const details = [
    draft.gender ? genderLabels[draft.gender] : null,
    draft.allowDobSharing && age !== null ? `Age ${age}` : null,
    draft.education ? educationLabels[draft.education] : null,
    draft.occupation ? occupationLabels[draft.occupation] : null,
  ].filter((detail): detail is string => detail !== null);
  const hiddenReason = !draft.isSearchable
    ? "Search is off: your card appears in nobody's results."
    : age !== null && age < SEARCH_AGE_MIN
      ? `People under ${SEARCH_AGE_MIN} never appear in search, whatever this setting says.`
      : null;

  return (
    <section aria-labelledby="search-card-preview" className="flex flex-col gap-2">
      <h3 id="search-card-preview" className="font-semibold text-base text-foreground">
        Your search card
      </h3>
      <div
        className={cn(
          "flex gap-3 rounded-xl border border-border bg-background p-4",
          hiddenReason && "opacity-70",
        )}
      >
        <Avatar name={name} imageUrl={null} />
        <div className="min-w-0 flex-1">
          <p className="break-words font-semibold text-foreground">{name}</p>
          <p className="break-words text-muted-foreground text-sm">
            {draft.location.trim() || "Your location"}
          </p>
          {details.length > 0 ? (
            <p className="mt-1 text-foreground text-sm">{details.join(" · ")}</p>
          ) : null}
          {draft.bio.trim() ? (
            <p className="mt-2 line-clamp-3 break-words text-muted-foreground text-sm">
              {draft.bio.trim()}
            </p>
          ) : null}
        </div>
      </div>
      {hiddenReason ? (
        <p className="flex items-start gap-2 text-foreground text-sm">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {hiddenReason}
        </p>
      ) : (
        <p className="flex items-start gap-2 text-muted-foreground text-sm">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          Your email, date of birth and religion are never shown on your card.
        </p>
      )}
    </section>
  );
}

/** Step 2: who can find you and whether your age is shown. */
export function PrivacyStep({ draft, onChange, today }: StepProps) {
  const age =
    isCalendarDate(draft.dateOfBirth) && draft.dateOfBirth <= today
      ? ageOn(draft.dateOfBirth, today)
      : null;
  return (
    <div className="flex flex-col gap-4">
      <SwitchCard
        title="Show my profile in search"
        checked={draft.isSearchable}
        onChange={(isSearchable) => onChange({ isSearchable })}
      >
        Approved members who have completed their profile can find your card when they search and
        send you a request. Turn this off and you will not appear in anyone's search results.
      </SwitchCard>
      <SwitchCard
        title="Share my age"
        checked={draft.allowDobSharing}
        onChange={(allowDobSharing) => onChange({ allowDobSharing })}
      >
        Your age (never your date of birth) is shown on your search card. Age filters in search only
        match people who share their age: with this off your age stays private, and searches that
        filter by age will not find you.
      </SwitchCard>
      <SearchCardPreview draft={draft} age={age} />
    </div>
  );
}
