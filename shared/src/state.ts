/**
 * @edu/shared/state — the one instance on the page (a federation singleton): what holds state or a React
 * context, and every file those reach. The shell and every remote meet the same bus, session, API client,
 * query cache, server-render context, cart and error reporter.
 *
 * A shared module ships whole (the host cannot know what a remote will call), so only what must be one
 * instance lives here. Apps import '@edu/shared/core', an unshared barrel that re-exports this module and
 * the stateless helpers (formatters, routing rules, constants, labels…) straight from their files: each
 * app bundles, tree-shaken, only the helpers it calls. A file outside this module that needs one of these
 * imports it from '@edu/shared/state', never by relative path — a relative path would bundle a second copy
 * into a remote (shared/test/state-module.test.ts checks it).
 * Adding a name is a minor change; removing one is a major (published remote versions consume it).
 */

// Runtime config
export { getRuntimeConfig, setRuntimeConfig, resetRuntimeConfig, DEFAULT_IFRAME_HOSTS } from './config/runtime-config';
export type { RuntimeConfig, RuntimeConfigInput, VideoConfig } from './config/runtime-config';

// Event bus
export { getBus, createBus, type Bus } from './bus/bus';
export { showToast, openModal, closeModal } from './bus/helpers';

// Session
export { getSessionStore, createSessionStore, resetSessionStore, type SessionStore } from './session/session-store';
export { getGuestToken, hasGuestToken, GUEST_TOKEN_HEADER, GUEST_TOKEN_KEY } from './session/guest-token';
export { EMPTY_SESSION, toSessionState, type SessionState } from './session/session-state';
export {
  isAuthenticated,
  isAccessTokenExpired,
  canRefresh,
  isSubscriptionActive,
  mapSubscriptions,
  userInfoFromLogin,
} from './session/session-rules';
export { loginSession, logoutSession, applyRefresh, setSubscriptions, updateUserInfo } from './session/session-actions';
export { useSession } from './session/use-session';
export {
  logError,
  reportRemoteLoad,
  reportWebVitals,
  setHealthToken,
  type ErrorContext,
  type PlatformErrorKind,
  type WebVitals,
} from './platform/log-error';

// The cart: one client and count for the shell's badge, the catalogue's buttons and the checkout
export {
  getCart,
  addToCart,
  setCartLinePackage,
  removeFromCart,
  refreshCartCount,
  announceCartCount,
  type AddToCartResult,
} from './cart/cart-client';

// HTTP
export { getApiClient, preloadApiClient, setApiClient, apiGet, apiPost, apiPatch, apiDelete } from './http/api-client';
export { ApiError, toApiError, isAxiosError, NETWORK_ERROR_MESSAGE } from './http/api-error';
export { setNavigator, navigateTo, type Navigate } from './http/navigator';
export { REFRESH_URL, LOGIN_PATH } from './http/auth-paths';
export { ENDPOINTS } from './http/endpoints';
export { captureReferral } from './routing/affiliate-ref';

// Rich text: async doors (sanitize-html loads on first call), their cache and the component reading it
export { sanitizeCourseHtml, sanitizeStrictHtml, loadRichText } from './rich-text/lazy';
export { SanitizedHtml, type RichTextLevel } from './rich-text/sanitized-html';

// Constants and cookies the session reaches
export * from './constants/timing';
export { COOKIE } from './constants/cookie-names';
// the page's one js-cookie: the shell's cookies go through these (its own copy was ~1.4 KB more on every page)
export { readCookie, writeCookie, removeCookie, readJsonCookie, writeJsonCookie } from './cookies/cookie-json';

// Page head and meta (the server-render context reaches them); guest cookies (the guest token does)
export { pageTitle } from './format/page-title';
export * from './platform/head';
export * from './platform/apply-head';
export * from './platform/page-meta';
export * from './platform/form-cookies';

// Data fetching for remotes: one cache, namespaced per remote
export {
  createQueries,
  QueryCacheProvider,
  useQueryCache,
  type Queries,
  type QueryResult,
  type QueryOptions,
  type QueryStatus,
} from './query/use-query';
export { QueryCache, browserQueryCache, type QueryKey, type DehydratedQueries } from './query/query-cache';
export { errorStatus, isNotFound, isAbort, errorMessage, type StatusMessages } from './http/error-helpers';
export {
  usePageHead,
  useHttpStatus,
  useIsServerRender,
  ServerRenderProvider,
  createServerRenderState,
  type ServerRenderState,
} from './platform/render-context';
