/**
 * @edu/shared/core — the platform's one shared instance (a federation singleton): runtime config, the bus,
 * the session, the API client, the query cache, server-render context, routing rules, formatters used on
 * most pages, and the platform contracts. Everything with state or a React context lives here, so the shell
 * and every remote meet the same one. Importing it has no side effects.
 *
 * A shared module cannot be tree-shaken (the host cannot know what a remote will use), so what only some
 * pages need is NOT here but in doors of its own that each app bundles, tree-shaken, only where used:
 * '@edu/shared/dates' (dayjs), '@edu/shared/media', '@edu/shared/video', '@edu/shared/upload',
 * '@edu/shared/rich-text'. sanitize-html is not reachable from here statically (see the async sanitisers).
 * Adding a name is a minor change; removing one is a major (published remote versions import it).
 */

// Types shared with the API
export type * from './dto';
export type { FlatformType, PackageDurationCode, SortOrder, ContentType } from './constants/enums';

// Runtime config
export { getRuntimeConfig, setRuntimeConfig, resetRuntimeConfig, DEFAULT_IFRAME_HOSTS } from './config/runtime-config';
export type { RuntimeConfig, RuntimeConfigInput, VideoConfig } from './config/runtime-config';

// Event bus
export { getBus, createBus, type Bus } from './bus/bus';
export { showToast, openModal, closeModal } from './bus/helpers';
export { askAge } from './bus/age-gate';
export { BUS_EVENT_VERSION } from './bus/events';
export type { BusEvents, BusEventType, BusHandler, SessionUser, ToastKind, KnownModal, AgeModalProps } from './bus/events';

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
export { CELLULAR_FLAG, isCellular, markCellular } from './session/cellular-flag';
export { computeMbedId, scheduleMbedId } from './platform/fingerprint';
export {
  logError,
  reportRemoteLoad,
  reportWebVitals,
  setHealthToken,
  type ErrorContext,
  type PlatformErrorKind,
  type WebVitals,
} from './platform/log-error';
export { setGuestInfo, getGuestInfo, type GuestRecord } from './session/guest-store';
export { saveFreeCourseSnapshot, readFreeCourseSnapshot, clearFreeCourseSnapshot } from './session/free-course-snapshot';
export type { FreeCourseSnapshot, FreeCourseSource } from './session/free-course-snapshot';
export { myCoursePageValue, applyMyCoursePageCookie, readMyCoursePageCookie } from './session/my-course-page';

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

// Routing rules
export { resolveRedirect, isSafeLocalPath } from './routing/resolve-redirect';
export { isCrawler } from './routing/crawler';
export { authGuardDecision, loginRedirect, GUEST_ONLY_PATHS, ACTIVATE_COURSE_PATH } from './routing/auth-guard';
export type { GuardDecision, GuardInput } from './routing/auth-guard';
export { isValidCatchAll } from './routing/catch-all';
export { campaignCookieValue, parentCookieDomain, base64Utf8, type QueryLike } from './routing/campaign';
export { applyCampaignCookie } from './routing/campaign-cookie';
export { captureReferral } from './routing/affiliate-ref';

// Rich text: async doors (sanitize-html loads on first call); colour markup needs no sanitiser
export { sanitizeCourseHtml, sanitizeStrictHtml, loadRichText } from './rich-text/lazy';
export { colorMarkupToHtml } from './rich-text/color-markup';
export { SanitizedHtml, type RichTextLevel } from './rich-text/sanitized-html';
export type { CourseHtmlOptions } from './rich-text/course-html';

// Formatters
export { formatPrice, FREE_PRICE_LABEL } from './format/price';
export { platformLabel, courseTypeLabel } from './format/course-labels';
export { isEmpty } from './format/is-empty';
export { certificateRoute, courseRoute, learnRoute, searchRoute } from './format/routes';
export { pageTitle } from './format/page-title';
export { packageOptions, packagePriceText, WHOLE_COURSE_LABEL, type PackageOption } from './format/package-options';

// Constants
export * from './constants/timing';
export { COOKIE } from './constants/cookie-names';
// the page's one js-cookie: the shell's cookies go through these (its own copy was ~1.4 KB more on every page)
export { readCookie, writeCookie, removeCookie } from './cookies/cookie-json';
export { PACKAGE_DURATIONS, packageLabel, priceUnitLabel, type PackageDuration } from './constants/package-durations';
export { PAYMENT_METHOD_NAMES, paymentMethodName } from './constants/payment-methods';
export { PLACEMENT, COLOR_BANNER_HOME, type PlacementCode } from './constants/placement';
export { SORT_ORDERS, CONTENT_TYPES, PLATFORM_LABELS, DEFAULT_PLATFORM_LABEL } from './constants/labels';

// Platform contracts: registry pointers (shell ↔ ops) and page meta (SPEC §1).
export * from './platform';

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
export { useMutation, type Mutation } from './query/use-mutation';
export { errorStatus, isNotFound, isAbort, errorMessage, type StatusMessages } from './http/error-helpers';
export { pageItems, totalPagesOf, type PageItem } from './format/pagination';
// React hook for remote pages (kept out of ./platform, which Node tools import without React).
export { usePageMeta } from './platform/use-page-meta';
export { useHydrated } from './platform/use-hydrated';
export {
  usePageHead,
  useHttpStatus,
  useIsServerRender,
  ServerRenderProvider,
  createServerRenderState,
  type ServerRenderState,
} from './platform/render-context';
export { NotFoundView } from './platform/not-found-view';
export { useScrollTopOnPage } from './platform/use-scroll-top';
export { useMounted } from './platform/use-mounted';
export { useSignedIn } from './platform/use-signed-in';
export { takeEarlyIntent, APP_STARTED_ATTRIBUTE, type EarlyIntent } from './platform/early-intents';
export { linkTarget } from './routing/link-target';
export { slugToQuery, queryToSlug } from './routing/search-slug';
