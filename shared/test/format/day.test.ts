import { DATE_FORMAT, formatDate } from '../../src/format/date';
import { formatDay } from '../../src/format/day';

describe('formatDay (DD/MM/YYYY, local time, without dayjs)', () => {
  const local = new Date(2025, 2, 5, 23, 59, 59); // 5 March 2025, a second before midnight local
  it.each<[string, Parameters<typeof formatDay>[0], string]>([
    ['a Date', local, '05/03/2025'],
    ['epoch milliseconds', local.getTime(), '05/03/2025'],
    ['a local ISO date-time', '2025-03-05T23:59:59', '05/03/2025'],
    ['a bare date is that day, not UTC midnight', '2025-12-31', '31/12/2025'],
    ['a bare date, one-digit month and day', '2025-1-9', '09/01/2025'],
    ['a UTC timestamp, read in local time', new Date(Date.UTC(2025, 0, 1, 12)).toISOString(), formatDate(Date.UTC(2025, 0, 1, 12), DATE_FORMAT)],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['an empty string', '', ''],
    ['garbage', 'not a date', ''],
  ])('%s', (_name, value, expected) => {
    expect(formatDay(value)).toBe(expected);
  });

  // what the pages showed with dayjs, they show without it
  it.each<[string, Parameters<typeof formatDay>[0]]>([
    ['an API timestamp (UTC)', '2025-03-12T03:00:00.000Z'],
    ['an offset timestamp', '2025-03-12T23:30:00+07:00'],
    ['a local date-time', '2024-02-29T00:00:00'],
    ['a bare date', '2024-02-29'],
    ['epoch milliseconds', 1_700_000_000_000],
    ['a Date', new Date(1999, 11, 31, 12)],
    ['garbage', 'ngày mai'],
  ])('as formatDate(…, DATE_FORMAT): %s', (_name, value) => {
    expect(formatDay(value)).toBe(formatDate(value, DATE_FORMAT));
  });
});
