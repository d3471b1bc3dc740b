import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import { VI_LOCALE } from './vi-locale';

/** SPEC §9 default date format. */
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';
export const DATE_FORMAT = 'DD/MM/YYYY';

/**
 * A dayjs instance in the Vietnamese locale (week starts on Monday). The locale is applied to the
 * instance only, so dayjs' global default is never changed by this package.
 */
export function viDayjs(value?: ConfigType): Dayjs {
  return dayjs(value).locale(VI_LOCALE);
}

/**
 * Formats a date in the runtime's local time zone. Accepts an ISO string, a Date, a dayjs instance
 * or epoch milliseconds. Missing or unparsable input → ''.
 */
export function formatDate(value: ConfigType, format: string = DATE_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const d = viDayjs(value);
  return d.isValid() ? d.format(format) : '';
}
