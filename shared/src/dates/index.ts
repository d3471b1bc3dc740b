/**
 * @edu/shared/dates — dates and durations in Vietnamese (dayjs with only the `vi` locale) and the
 * birth-date rules. Not shared: each app bundles what it uses, only on the pages that use it.
 */
export { formatDate, viDayjs, DATE_TIME_FORMAT, DATE_FORMAT } from '../format/date';
export { formatDuration, formatClock } from '../format/duration';
export { formatDay } from '../format/day';
export {
  MIN_AGE,
  MAX_AGE,
  formatBirthDateInput,
  parseBirthDate,
  ageOn,
  validateBirthDate,
  birthDateToIso,
  isoToBirthDate,
} from '../validation/birth-date';
export type { BirthDate } from '../validation/birth-date';
