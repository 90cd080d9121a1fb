import { genderLabels } from "@shared/profile/schemas";
import type { ProfileDraft } from "./profile-draft";

/** Spec part 1 §2: step 3 sums up name, email, gender, location and both privacy choices. */
export function ProfileSummary({ draft }: { draft: ProfileDraft }) {
  const rows: [string, string][] = [
    ["Name", `${draft.firstName.trim()} ${draft.lastName.trim()}`.trim()],
    ["Email", draft.email ?? "Not set"],
    ["Gender", draft.gender ? genderLabels[draft.gender] : "Not set"],
    ["Location", draft.location.trim() || "Not set"],
    ["Show in search", draft.isSearchable ? "Yes" : "No"],
    ["Share date of birth", draft.allowDobSharing ? "Yes" : "No"],
  ];
  return (
    <section
      aria-labelledby="profile-summary"
      className="rounded-xl border border-border bg-background p-4 sm:p-5"
    >
      <h3 id="profile-summary" className="font-semibold text-base text-foreground">
        Profile summary
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-muted-foreground text-sm">{term}</dt>
            <dd className="break-words font-medium text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
