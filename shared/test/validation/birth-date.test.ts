import {
  ageOn,
  birthDateToIso,
  formatBirthDateInput,
  isoToBirthDate,
  MIN_AGE,
  parseBirthDate,
  validateBirthDate,
} from '../../src/validation/birth-date';

// 15 June 2025, local time: the learner's calendar day is what counts.
const NOW = new Date(2025, 5, 15, 10, 0, 0);
const TOO_YOUNG = `Bạn cần đủ ${MIN_AGE} tuổi. Hãy nhờ bố mẹ hoặc người giám hộ đăng ký giúp`;
const FORMAT = 'Ngày sinh theo định dạng ngày/tháng/năm, ví dụ 05/09/2010';

describe('validateBirthDate', () => {
  it.each([
    ['15/06/2012', null, 'thirteenth birthday today'],
    ['14/06/2012', null, 'thirteen since yesterday'],
    ['16/06/2012', TOO_YOUNG, 'thirteen tomorrow'],
    ['01/01/1990', null, 'an adult'],
    ['5/9/2000', null, 'single-digit day and month'],
    ['29/02/2000', null, 'leap day of a leap century'],
    ['29/02/2012', null, 'leap day'],
    ['29/02/2011', 'Ngày 29/02/2011 không có trên lịch', 'no leap day in 2011'],
    ['29/02/1900', 'Ngày 29/02/1900 không có trên lịch', '1900 is not a leap year'],
    ['31/04/2000', 'Ngày 31/04/2000 không có trên lịch', 'April has 30 days'],
    ['00/01/2000', 'Ngày 00/01/2000 không có trên lịch', 'day zero'],
    ['12/13/2000', 'Ngày 12/13/2000 không có trên lịch', 'month 13'],
    ['16/06/2025', 'Ngày sinh không được ở tương lai', 'tomorrow'],
    ['01/01/2030', 'Ngày sinh không được ở tương lai', 'a future year'],
    ['15/06/2025', TOO_YOUNG, 'born today'],
    ['01/01/1800', 'Năm sinh không hợp lệ', 'older than 120'],
    ['', 'Vui lòng nhập ngày sinh', 'empty'],
    ['2000-01-01', FORMAT, 'ISO order'],
    ['01/01/00', FORMAT, 'two-digit year'],
    ['01.01.2000', FORMAT, 'dots'],
    ['ngày 1 tháng 1', FORMAT, 'words'],
  ])('%j → %j (%s)', (input, expected, _why) => {
    expect(validateBirthDate(input, NOW)).toBe(expected);
  });

  it('takes another minimum age', () => {
    expect(validateBirthDate('01/01/2010', NOW, 18)).toBe('Bạn cần đủ 18 tuổi. Hãy nhờ bố mẹ hoặc người giám hộ đăng ký giúp');
  });
});

describe('formatBirthDateInput', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['05', '05'],
    ['050', '05/0'],
    ['0509', '05/09'],
    ['05092', '05/09/2'],
    ['05092010', '05/09/2010'],
    ['050920101', '05/09/2010'],
    ['05/09/2010', '05/09/2010'],
    ['05-09-2010', '05/09/2010'],
  ])('%j → %j', (input, expected) => expect(formatBirthDateInput(input)).toBe(expected));
});

describe('parseBirthDate / ageOn / ISO conversion', () => {
  it('parses a real date', () => expect(parseBirthDate('05/09/2010')).toEqual({ day: 5, month: 9, year: 2010 }));
  it.each([
    [{ day: 15, month: 6, year: 2000 }, 25],
    [{ day: 16, month: 6, year: 2000 }, 24],
    [{ day: 31, month: 12, year: 2000 }, 24],
  ])('%j is %i on 15/06/2025', (birth, age) => expect(ageOn(birth, NOW)).toBe(age));
  it.each([
    ['05/09/2010', '2010-09-05'],
    ['5/9/2010', '2010-09-05'],
    ['31/02/2010', null],
  ])('%j → ISO %j', (input, iso) => expect(birthDateToIso(input)).toBe(iso));
  it.each([
    ['2010-09-05', '05/09/2010'],
    ['2010-09-05T00:00:00.000Z', '05/09/2010'],
    [null, ''],
  ])('ISO %j → %j', (iso, text) => expect(isoToBirthDate(iso)).toBe(text));
});
