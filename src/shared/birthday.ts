/**
 * A member's birthday: a real calendar day "YYYY-MM-DD" on which the member is 18 to 120 years old.
 * One rule for the security centre's form and the server (POST /wps/member/birthday).
 */
export const BIRTHDAY_MIN_AGE = 18;
export const BIRTHDAY_MAX_AGE = 120;

/** The field code answered under `errors.birthday` (translated by the renderer). */
export type BirthdayProblem = 'format' | 'not_a_day' | 'too_young' | 'too_old';

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month and day of a "YYYY-MM-DD" that names a real day, else undefined. */
export function parseDay(text: string): { year: number; month: number; day: number } | undefined {
  const match = SHAPE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** Full years between the birthday and `today` (both "YYYY-MM-DD"). */
export function ageOn(birthday: { year: number; month: number; day: number }, today: { year: number; month: number; day: number }): number {
  const before = today.month < birthday.month || (today.month === birthday.month && today.day < birthday.day);
  return today.year - birthday.year - (before ? 1 : 0);
}

/** What is wrong with `text` as a birthday on `today` (the merchant's calendar day), or undefined. */
export function birthdayProblem(text: string, today: { year: number; month: number; day: number }): BirthdayProblem | undefined {
  if (!SHAPE.test(text)) return 'format';
  const day = parseDay(text);
  if (!day) return 'not_a_day';
  const age = ageOn(day, today);
  if (age < BIRTHDAY_MIN_AGE) return 'too_young';
  if (age > BIRTHDAY_MAX_AGE) return 'too_old';
  return undefined;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The birthdays celebrated on `today` (a month and its days): its own day, and 29 February on
 * 28 February of a common year (so a leap-day birthday is paid every year, once).
 */
export function birthdaysOn(today: { year: number; month: number; day: number }): { month: number; days: number[] } {
  const leapDayMissing = today.month === 2 && today.day === 28 && !isLeap(today.year);
  return { month: today.month, days: leapDayMissing ? [28, 29] : [today.day] };
}
