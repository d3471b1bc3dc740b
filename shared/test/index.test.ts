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

  it('exports the public surface other packages code against', () => {
    let shared: Record<string, unknown> = {};
    jest.isolateModules(() => {
      shared = require('../src/index');
    });
    const functions = [
      'getRuntimeConfig', 'setRuntimeConfig', 'getSessionStore', 'useSession', 'isAuthenticated', 'isAccessTokenExpired',
      'canRefresh', 'isSubscriptionActive', 'mapSubscriptions', 'loginSession', 'logoutSession', 'applyRefresh',
      'setGuestInfo', 'getGuestInfo', 'saveFreeCourseSnapshot', 'readFreeCourseSnapshot', 'clearFreeCourseSnapshot',
      'applyMyCoursePageCookie', 'myCoursePageValue', 'getBus', 'showToast', 'openModal', 'closeModal', 'getApiClient',
      'createApiClient', 'apiGet', 'apiPost', 'apiPatch', 'apiDelete', 'ApiError', 'setNavigator', 'resolveRedirect',
      'sanitizeCourseHtml', 'sanitizeStrictHtml', 'loadRichText', 'colorMarkupToHtml', 'formatPrice', 'formatDate',
      'formatDuration', 'formatClock', 'packageLabel', 'priceUnitLabel', 'platformLabel', 'courseTypeLabel', 'isEmpty',
      'courseRoute', 'learnRoute', 'pageTitle', 'uploadFile', 'buildVideoSources', 'isCrawler', 'authGuardDecision',
      'isValidCatchAll', 'campaignCookieValue',
    ];
    expect(functions.filter((name) => typeof shared[name] !== 'function')).toEqual([]);
    const constants = ['PACKAGE_DURATIONS', 'PLACEMENT', 'COLOR_BANNER_HOME', 'SORT_ORDERS', 'CONTENT_TYPES', 'TOAST_DEFAULT_MS',
      'MODAL_SCROLL_RELEASE_MS', 'ANIMATION_MS', 'SESSION_COOKIE_DAYS', 'GUEST_COOKIE_DAYS', 'FREE_COURSE_SNAPSHOT_MS',
      'MY_COURSE_PAGE_COOKIE_SECONDS', 'RELOAD_GUARD_TTL_MS'];
    expect(constants.filter((name) => shared[name] === undefined)).toEqual([]);
  });
});
