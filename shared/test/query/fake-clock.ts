/**
 * Imported before React: the scheduler keeps the `setTimeout` it finds when it loads (jsdom has no
 * setImmediate or MessageChannel). The setup file already loaded React with real timers, so the
 * registry is reset here and the test's imports load it again on fake ones: every render, commit
 * and effect then runs only when the test runs the next timer. `Date.now()` is the test's `clock.now`.
 */
jest.useFakeTimers({ doNotFake: ['Date', 'performance'] });
jest.resetModules();

export const clock = { now: 1_000_000 };
jest.spyOn(Date, 'now').mockImplementation(() => clock.now);

// Updates run from the fake scheduler, not inside act() (Testing Library turns this on before each file).
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
