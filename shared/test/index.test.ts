import dayjs from 'dayjs';

describe('@edu/shared entry', () => {
  it('imports in Node without a DOM and has no side effects', () => {
    expect(typeof window).toBe('undefined');
    const localesBefore = Object.keys(dayjs.Ls).sort();
    let shared: typeof import('../src/index') | undefined;
    jest.isolateModules(() => {
      shared = require('../src/index');
    });
    expect(shared).toBeDefined();
    expect(globalThis.__EDU_BUS__).toBeUndefined();
    expect(globalThis.__EDU_SESSION_STORE__).toBeUndefined();
    expect(Object.keys(dayjs.Ls).sort()).toEqual(localesBefore);
    expect(dayjs.locale()).toBe('en');
  });
});
