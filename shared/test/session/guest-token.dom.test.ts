/** @jest-environment jsdom */
import { GUEST_TOKEN_KEY, getGuestToken, hasGuestToken } from '../../src/session/guest-token';

/** A first visit has no guest token, and so no guest cart to count (the header asks the API nothing). */
describe('hasGuestToken', () => {
  afterEach(() => localStorage.clear());

  it.each([
    ['nothing stored (a first visit)', false, null],
    ['a token this site made', true, 'Ab3_-Ab3_-Ab3_-Ab3_-Ab3_-Ab3_-xy'],
    ['a value too short to be one', false, 'abc'],
    ['a value with characters a token never has', false, 'Ab3_-Ab3_-Ab3_-Ab3_<script>'],
  ])('%s → %p', (_case, expected, stored) => {
    if (stored !== null) localStorage.setItem(GUEST_TOKEN_KEY, stored);
    expect(hasGuestToken()).toBe(expected);
  });

  it('is true once a request made one', () => {
    expect(hasGuestToken()).toBe(false);
    const token = getGuestToken();
    expect(hasGuestToken()).toBe(true);
    expect(getGuestToken()).toBe(token);
  });
});
