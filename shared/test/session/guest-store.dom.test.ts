/** @jest-environment jsdom */
import Cookies from 'js-cookie';
import { FREE_COURSE_SNAPSHOT_MS } from '../../src/constants/timing';
import { clearFreeCourseSnapshot, readFreeCourseSnapshot, saveFreeCourseSnapshot } from '../../src/session/free-course-snapshot';
import { getGuestInfo, setGuestInfo } from '../../src/session/guest-store';
import { NOW_MS } from '../helpers/jwt';

const course = {
  id: 42,
  type: 'retail',
  thumbnail: { img: 'https://cdn.test/a.jpg', width: 300, height: 200 },
  teacher: { id: 3, name: 'Thầy Nam', full_name: 'Nguyễn Nam', slug: 'nam', avatar: null },
  price: 500000,
  price_new: 0,
  alias: 'toan-lop-10',
  alias_code: 'ab12',
  name: 'Toán lớp 10',
  vote_rate: 4.5,
  // Fields the snapshot must NOT carry:
  pods: [],
  short_description: 'dài dòng',
};

beforeEach(() => {
  Cookies.remove('guestStore', { path: '/' });
  jest.restoreAllMocks();
});

describe('guest record cookie (7 days)', () => {
  it('stores and reads guest info', () => {
    const set = jest.spyOn(Cookies, 'set');
    setGuestInfo({ full_name: 'Khách', phone: '0911' });
    expect(getGuestInfo()).toEqual({ full_name: 'Khách', phone: '0911' });
    expect(set).toHaveBeenCalledWith('guestStore', expect.any(String), expect.objectContaining({ expires: 7 }));
  });

  it('returns null when nothing is stored', () => {
    expect(getGuestInfo()).toBeNull();
    expect(readFreeCourseSnapshot(NOW_MS)).toBeNull();
  });
});

describe('free-course snapshot (SPEC §3, 15 minutes)', () => {
  it('stores exactly the SPEC fields, the course route, the current path and exp = now + 15 min', () => {
    saveFreeCourseSnapshot(course, '/khoa-hoc?page=2', NOW_MS);
    expect(readFreeCourseSnapshot(NOW_MS)).toEqual({
      id: 42,
      type: 'retail',
      thumbnail: { img: 'https://cdn.test/a.jpg' },
      teacher: { id: 3, name: 'Thầy Nam' },
      price: 500000,
      price_new: 0,
      alias: 'toan-lop-10',
      alias_code: 'ab12',
      name: 'Toán lớp 10',
      vote_rate: 4.5,
      course_route: '/khoa-hoc/toan-lop-10-ab12',
      route: '/khoa-hoc?page=2',
      exp: NOW_MS + 15 * 60 * 1000,
    });
  });

  it.each([
    ['just saved', 0, true],
    ['14 min 59 s later', FREE_COURSE_SNAPSHOT_MS - 1000, true],
    ['exactly 15 min later', FREE_COURSE_SNAPSHOT_MS, false],
    ['an hour later', 3600_000, false],
  ])('is readable %s: %s', (_name, elapsed, readable) => {
    saveFreeCourseSnapshot(course, '/', NOW_MS);
    expect(readFreeCourseSnapshot(NOW_MS + elapsed) !== null).toBe(readable);
  });

  it('keeps guest info when saving and clearing the snapshot', () => {
    setGuestInfo({ full_name: 'Khách' });
    saveFreeCourseSnapshot(course, '/', NOW_MS);
    expect(getGuestInfo()).toEqual({ full_name: 'Khách' });
    clearFreeCourseSnapshot();
    expect(readFreeCourseSnapshot(NOW_MS)).toBeNull();
    expect(getGuestInfo()).toEqual({ full_name: 'Khách' });
  });

  it('removes the cookie when both parts are cleared', () => {
    saveFreeCourseSnapshot(course, '/', NOW_MS);
    clearFreeCourseSnapshot();
    expect(Cookies.get('guestStore')).toBeUndefined();
  });

  it('ignores a malformed snapshot', () => {
    Cookies.set('guestStore', JSON.stringify({ freeCourse: { id: 1 } }));
    expect(readFreeCourseSnapshot(NOW_MS)).toBeNull();
  });
});
