import dayjs from 'dayjs';
import { formatDate, viDayjs } from '../../src/format/date';

describe('formatDate (DD/MM/YYYY HH:mm:ss, local time)', () => {
  const local = new Date(2025, 2, 5, 7, 8, 9); // 5 March 2025 07:08:09 local
  it.each<[string, Parameters<typeof formatDate>[0], string]>([
    ['a Date', local, '05/03/2025 07:08:09'],
    ['epoch milliseconds', local.getTime(), '05/03/2025 07:08:09'],
    ['a local ISO string', '2025-03-05T07:08:09', '05/03/2025 07:08:09'],
    ['a date-only string', '2025-12-31', '31/12/2025 00:00:00'],
    ['a dayjs instance', dayjs(local), '05/03/2025 07:08:09'],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['an empty string', '', ''],
    ['garbage', 'not a date', ''],
  ])('%s', (_name, value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('accepts another format', () => {
    expect(formatDate(local, 'DD/MM/YYYY')).toBe('05/03/2025');
  });

  it('names months and weekdays in Vietnamese', () => {
    expect(formatDate(local, 'dddd, D MMMM')).toBe('thứ tư, 5 tháng 3');
  });
});

describe('viDayjs', () => {
  it('starts the week on Monday', () => {
    // Sunday 9 March 2025 belongs to the week starting Monday 3 March.
    expect(
      viDayjs(new Date(2025, 2, 9))
        .startOf('week')
        .format('DD/MM'),
    ).toBe('03/03');
  });

  it('leaves dayjs’ global locale alone', () => {
    viDayjs();
    expect(dayjs.locale()).toBe('en');
    expect(
      dayjs(new Date(2025, 2, 9))
        .startOf('week')
        .format('DD/MM'),
    ).toBe('09/03');
  });
});
