import { genderLabels, occupationLabels, occupationValues } from "@shared/profile/schemas";
import { SEARCH_AGE_MAX, SEARCH_AGE_MIN } from "@shared/search/schemas";
import {
  educationLabels,
  educationValues,
  religionLabels,
  religionValues,
} from "@shared/survey/enumerations";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Select } from "@web/components/ui/select";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/utils";
import { ChevronDown, Search, SlidersHorizontal } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import type { SearchFilters } from "./api/search-profiles";
import {
  emptyDraft,
  type FilterDraft,
  type FilterErrors,
  parseFilterDraft,
  searchGenderValues,
} from "./filters";

function Field({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-destructive-soft-foreground text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function AnySelect<T extends string>({
  id,
  value,
  values,
  labels,
  onChange,
}: {
  id: string;
  value: T | "any";
  values: readonly T[];
  labels: Readonly<Record<T, string>>;
  onChange: (value: T | "any") => void;
}) {
  return (
    <Select id={id} value={value} onChange={(event) => onChange(event.target.value as T | "any")}>
      <option value="any">Any</option>
      {values.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </Select>
  );
}

/**
 * The filters (spec part 1, "Search profiles"). On phones the fields fold away behind "Show
 * filters" so that the results are near the top; "Search Profiles" is always in reach.
 */
export function FilterPanel({
  initial,
  appliedKey,
  activeCount,
  searching,
  onSearch,
}: {
  /** The filters of the current results, as a form, and a key that changes with them. */
  initial: FilterDraft;
  appliedKey: string;
  activeCount: number;
  searching: boolean;
  onSearch: (filters: SearchFilters) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [shownKey, setShownKey] = useState(appliedKey);
  // New filters from outside (Clear filters, Back): the form shows them.
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    setDraft(initial);
  }
  const [errors, setErrors] = useState<FilterErrors>({});
  const [open, setOpen] = useState(false);
  const baseId = useId();
  const id = (name: keyof FilterDraft) => `${baseId}-${name}`;
  const fieldsId = `${baseId}-fields`;

  const set = <K extends keyof FilterDraft>(name: K, value: FilterDraft[K]) =>
    setDraft((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseFilterDraft(draft);
    if (!result.ok) {
      setErrors(result.errors);
      setOpen(true);
      const first = (["ageMin", "ageMax", "location"] as const).find((k) => result.errors[k]);
      // After the fields unfold, take the person to the first problem.
      if (first) window.requestAnimationFrame(() => document.getElementById(id(first))?.focus());
      return;
    }
    setErrors({});
    onSearch(result.filters);
  };

  const clear = () => {
    setDraft(emptyDraft);
    setErrors({});
    onSearch({});
  };

  const ageProps = (name: "ageMin" | "ageMax") => ({
    id: id(name),
    type: "number",
    inputMode: "numeric" as const,
    min: SEARCH_AGE_MIN,
    max: SEARCH_AGE_MAX,
    step: 1,
    value: draft[name],
    placeholder: name === "ageMin" ? String(SEARCH_AGE_MIN) : String(SEARCH_AGE_MAX),
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id(name)}-error` : `${baseId}-age-hint`,
  });

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={submit} noValidate aria-labelledby={`${baseId}-heading`}>
        <div className="flex items-center justify-between gap-3">
          <h2
            id={`${baseId}-heading`}
            className="flex items-center gap-2 font-semibold text-foreground text-xl"
          >
            <SlidersHorizontal aria-hidden="true" className="size-5 text-primary" />
            Filters
            {activeCount > 0 ? (
              <span className="font-normal text-base text-muted-foreground">
                ({activeCount} set)
              </span>
            ) : null}
          </h2>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="-mr-2 lg:hidden"
            aria-expanded={open}
            aria-controls={fieldsId}
            onClick={() => setOpen((shown) => !shown)}
          >
            {open ? "Hide filters" : "Show filters"}
            <ChevronDown
              aria-hidden="true"
              className={cn("transition-transform duration-150", open && "rotate-180")}
            />
          </Button>
        </div>

        <div
          id={fieldsId}
          className={cn(
            "mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
            open ? "grid" : "max-lg:hidden",
          )}
        >
          <Field id={id("gender")} label="Gender">
            <AnySelect
              id={id("gender")}
              value={draft.gender}
              values={searchGenderValues}
              labels={genderLabels}
              onChange={(value) => set("gender", value)}
            />
          </Field>
          <div className="flex flex-col gap-2">
            <div className="grid grid-cols-2 gap-3">
              <Field id={id("ageMin")} label="Minimum age">
                <Input {...ageProps("ageMin")} />
              </Field>
              <Field id={id("ageMax")} label="Maximum age">
                <Input {...ageProps("ageMax")} />
              </Field>
            </div>
            {(["ageMin", "ageMax"] as const).map((name) =>
              errors[name] ? (
                <p
                  key={name}
                  id={`${id(name)}-error`}
                  className="text-destructive-soft-foreground text-sm"
                >
                  {errors[name]}
                </p>
              ) : null,
            )}
            <p id={`${baseId}-age-hint`} className="text-muted-foreground text-sm">
              Matches only people who share their age.
            </p>
          </div>
          <Field id={id("location")} label="Location" error={errors.location}>
            <Input
              id={id("location")}
              value={draft.location}
              onChange={(event) => set("location", event.target.value)}
              placeholder="City or state"
              maxLength={100}
              autoComplete="off"
              aria-invalid={errors.location ? true : undefined}
              aria-describedby={errors.location ? `${id("location")}-error` : undefined}
            />
          </Field>
          <Field id={id("education")} label="Education">
            <AnySelect
              id={id("education")}
              value={draft.education}
              values={educationValues}
              labels={educationLabels}
              onChange={(value) => set("education", value)}
            />
          </Field>
          <Field id={id("religion")} label="Religion">
            <AnySelect
              id={id("religion")}
              value={draft.religion}
              values={religionValues}
              labels={religionLabels}
              onChange={(value) => set("religion", value)}
            />
          </Field>
          <Field id={id("occupation")} label="Occupation">
            <AnySelect
              id={id("occupation")}
              value={draft.occupation}
              values={occupationValues}
              labels={occupationLabels}
              onChange={(value) => set("occupation", value)}
            />
          </Field>
        </div>

        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Button type="submit" disabled={searching} aria-busy={searching}>
            {searching ? <Spinner /> : <Search aria-hidden="true" />}
            Search Profiles
          </Button>
          {activeCount > 0 ? (
            <Button type="button" variant="outline" onClick={clear} disabled={searching}>
              Clear filters
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
