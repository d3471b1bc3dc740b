const pad2 = (n: number): string => String(n).padStart(2, '0');

/** A string without a time zone is local time, as dayjs reads it; `Date` alone would read a bare date as UTC. */
function toDate(value: string | number | Date): Date {
  if (typeof value !== 'string') return new Date(value);
  const bare = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  return bare ? new Date(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3])) : new Date(value);
}

/**
 * A day as 'DD/MM/YYYY' (SPEC §9) in the runtime's time zone — what `formatDate(value, DATE_FORMAT)` gives, without
 * dayjs: the pages that show only a day (a course's reviews, a news post) do not carry ~3 KB of date library.
 * Missing or unparsable input → ''.
 */
export function formatDay(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? '' : `${pad2(d.getDate())}/${pad2(d.getMonth() + 1)}/${d.getFullYear()}`;
}
