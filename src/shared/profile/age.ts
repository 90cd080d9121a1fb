/**
 * Calendar arithmetic for birth dates. Dates are plain `YYYY-MM-DD` strings (no time zone), and
 * "today" is the date in India (UTC+05:30), where the product's people live: a birthday counts
 * from midnight IST, not midnight UTC.
 */
export type CalendarDate = string;

const IST_OFFSET_MS = 330 * 60_000;

/** Today's date in India. */
export function indiaToday(now: Date): CalendarDate {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

function parts(date: CalendarDate): [number, number, number] {
  const [y, m, d] = date.split("-").map(Number);
  return [y as number, m as number, d as number];
}

/** True for a real calendar date written `YYYY-MM-DD` (2001-02-29 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = parts(value);
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** Days in a month (1-12), leap years included; the date picker clamps the day to this. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Completed years between a birth date and a day. Someone born on 29 February turns a year older on 1 March in common years. */
export function ageOn(dateOfBirth: CalendarDate, today: CalendarDate): number {
  const [by, bm, bd] = parts(dateOfBirth);
  const [ty, tm, td] = parts(today);
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/**
 * The latest birth date of someone who is at least `years` old on `today`: age >= years exactly
 * when dateOfBirth <= this date. Lets SQL compare a date column instead of computing ages.
 */
export function bornOnOrBefore(today: CalendarDate, years: number): CalendarDate {
  const [ty, tm, td] = parts(today);
  const y = ty - years;
  // 29 February in a common year: someone born on 1 March turns `years` on 1 March, so 28 Feb.
  const d = Math.min(td, daysInMonth(y, tm));
  return `${String(y).padStart(4, "0")}-${String(tm).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** The earliest birth date of someone who is at most `years` old on `today` (age <= years). */
export function bornAfter(today: CalendarDate, years: number): CalendarDate {
  // age <= years  <=>  age < years + 1  <=>  dateOfBirth > bornOnOrBefore(today, years + 1).
  return bornOnOrBefore(today, years + 1);
}
