import { ageOn, type CalendarDate, daysInMonth, isCalendarDate } from "@shared/profile/age";
import { DATE_PICKER_FIRST_YEAR } from "@shared/profile/schemas";
import { Select } from "@web/components/ui/select";
import { describedBy, FieldError, FieldHint, fieldId } from "./form-field";

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const pad = (n: number) => String(n).padStart(2, "0");

export function toCalendarDate(year: number, month: number, day: number): CalendarDate {
  // Spec part 1 §2: the day is clamped to the month's length (31 March -> February: 28 or 29).
  return `${year}-${pad(month)}-${pad(Math.min(day, daysInMonth(year, month)))}`;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * Three selects (day, month, year) that always make a real date "YYYY-MM-DD". Years run from
 * 1900 to this year, newest first.
 */
export function DateOfBirthPicker({
  value,
  onChange,
  today,
  error,
}: {
  value: CalendarDate;
  onChange: (value: CalendarDate) => void;
  today: CalendarDate;
  error: string | undefined;
}) {
  const [year = 2000, month = 1, day = 1] = value.split("-").map(Number);
  const currentYear = Number(today.slice(0, 4));
  const years = range(DATE_PICKER_FIRST_YEAR, currentYear).reverse();
  const days = range(1, daysInMonth(year, month));

  const id = fieldId("dateOfBirth");
  const legendId = `${id}-legend`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const age = isCalendarDate(value) && value <= today ? ageOn(value, today) : null;
  const control = (part: string) => ({
    id: part === "day" ? id : `${id}-${part}`,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": describedBy(hintId, error ? errorId : null),
  });

  return (
    <fieldset className="flex flex-col gap-2">
      <legend id={legendId} className="mb-2 font-medium text-foreground text-sm">
        Date of birth
      </legend>
      <div className="grid grid-cols-[4.25rem_minmax(0,1fr)_5.5rem] gap-2 sm:max-w-md">
        <div className="flex flex-col gap-1">
          <label htmlFor={control("day").id} className="text-muted-foreground text-sm">
            Day
          </label>
          <Select
            className="pr-9 aria-invalid:border-destructive"
            {...control("day")}
            value={day}
            onChange={(event) => onChange(toCalendarDate(year, month, Number(event.target.value)))}
          >
            {days.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={control("month").id} className="text-muted-foreground text-sm">
            Month
          </label>
          <Select
            className="pr-9 aria-invalid:border-destructive"
            {...control("month")}
            value={month}
            onChange={(event) => onChange(toCalendarDate(year, Number(event.target.value), day))}
          >
            {monthNames.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={control("year").id} className="text-muted-foreground text-sm">
            Year
          </label>
          <Select
            className="pr-9 aria-invalid:border-destructive"
            {...control("year")}
            value={year}
            onChange={(event) => onChange(toCalendarDate(Number(event.target.value), month, day))}
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <FieldHint id={hintId}>
        {age === null ? "" : `Age ${age}. `}Only your age can ever be shown to others, never the
        date itself.
      </FieldHint>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
