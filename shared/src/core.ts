/**
 * @edu/shared/core — what apps import: the page's one instance (re-exported from '@edu/shared/state', a
 * federation singleton) and the stateless helpers (routing rules, formatters, labels, constants, platform
 * contracts), straight from their files. This barrel is NOT shared: each app bundles, tree-shaken, only
 * the helpers it calls, and meets the shell's state through '@edu/shared/state'. A name whose file
 * '@edu/shared/state' reaches is re-exported from there, never by relative path (that would bundle a
 * second copy: shared/test/state-module.test.ts). Importing it has no side effects.
 *
 * What only some pages need is in doors of its own: '@edu/shared/dates' (dayjs), '@edu/shared/media',
 * '@edu/shared/video', '@edu/shared/upload', '@edu/shared/rich-text'. sanitize-html is not reachable from
 * here statically (see the async sanitisers).
 * Adding a name is a minor change; removing one is a major (remote versions built against 1.3 consume
 * this barrel whole as a singleton: the shell still provides it, see shared/src/legacy-core.ts).
 */

// Types shared with the API
export type * from './dto';
export type { FlatformType, PackageDurationCode, SortOrder, ContentType } from './constants/enums';

// Runtime config
export { getRuntimeConfig, setRuntimeConfig, resetRuntimeConfig, DEFAULT_IFRAME_HOSTS } from '@edu/shared/state';
export type { RuntimeConfig, RuntimeConfigInput, VideoConfig } from '@edu/shared/state';

// Event bus
export { getBus, createBus, showToast, openModal, closeModal, type Bus } from '@edu/shared/state';
export { askAge } from './bus/age-gate';
export { BUS_EVENT_VERSION } from './bus/events';
export type { BusEvents, BusEventType, BusHandler, SessionUser, ToastKind, KnownModal, AgeModalProps } from './bus/events';

// Session
export {
  getSessionStore,
  createSessionStore,
  resetSessionStore,
  getGuestToken,
  hasGuestToken,
  GUEST_TOKEN_HEADER,
  GUEST_TOKEN_KEY,
  EMPTY_SESSION,
  toSessionState,
  isAuthenticated,
  isAccessTokenExpired,
  canRefresh,
  isSubscriptionActive,
  mapSubscriptions,
  userInfoFromLogin,
  loginSession,
  logoutSession,
  applyRefresh,
  setSubscriptions,
  updateUserInfo,
  useSession,
  logError,
  reportRemoteLoad,
  reportWebVitals,
  setHealthToken,
  type SessionStore,
  type SessionState,
  type ErrorContext,
  type PlatformErrorKind,
  type WebVitals,
} from '@edu/shared/state';
export { CELLULAR_FLAG, isCellular, markCellular } from './session/cellular-flag';
export { computeMbedId, scheduleMbedId } from './platform/fingerprint';
export { setGuestInfo, getGuestInfo, type GuestRecord } from './session/guest-store';
export { saveFreeCourseSnapshot, readFreeCourseSnapshot, clearFreeCourseSnapshot } from './session/free-course-snapshot';
export type { FreeCourseSnapshot, FreeCourseSource } from './session/free-course-snapshot';
export { myCoursePageValue, applyMyCoursePageCookie, readMyCoursePageCookie } from './session/my-course-page';

// The cart: one client and count for the shell's badge, the catalogue's buttons and the checkout
export { getCart, addToCart, setCartLinePackage, removeFromCart, refreshCartCount, announceCartCount, type AddToCartResult } from '@edu/shared/state';

// HTTP
export {
  getApiClient,
  preloadApiClient,
  setApiClient,
  apiGet,
  apiPost,
  apiPatch,
  apiDelete,
  ApiError,
  toApiError,
  isAxiosError,
  NETWORK_ERROR_MESSAGE,
  setNavigator,
  navigateTo,
  REFRESH_URL,
  LOGIN_PATH,
  ENDPOINTS,
  type Navigate,
} from '@edu/shared/state';

// Routing rules
export { resolveRedirect, isSafeLocalPath } from './routing/resolve-redirect';
export { isCrawler } from './routing/crawler';
export { authGuardDecision, loginRedirect, GUEST_ONLY_PATHS, ACTIVATE_COURSE_PATH } from './routing/auth-guard';
export type { GuardDecision, GuardInput } from './routing/auth-guard';
export { isValidCatchAll } from './routing/catch-all';
export { campaignCookieValue, parentCookieDomain, base64Utf8, type QueryLike } from './routing/campaign';
export { applyCampaignCookie } from './routing/campaign-cookie';
export { captureReferral } from '@edu/shared/state';

// Rich text: async doors (sanitize-html loads on first call); colour markup needs no sanitiser
export { sanitizeCourseHtml, sanitizeStrictHtml, loadRichText, SanitizedHtml, type RichTextLevel } from '@edu/shared/state';
export { colorMarkupToHtml } from './rich-text/color-markup';
export type { CourseHtmlOptions } from './rich-text/course-html';

// Formatters
export { formatPrice, FREE_PRICE_LABEL } from './format/price';
export { platformLabel, courseTypeLabel } from './format/course-labels';
export { isEmpty } from './format/is-empty';
export { certificateRoute, courseRoute, learnRoute, searchRoute } from './format/routes';
export { pageTitle } from '@edu/shared/state';
export { packageOptions, packagePriceText, WHOLE_COURSE_LABEL, type PackageOption } from './format/package-options';

// Constants
export {
  TOAST_DEFAULT_MS,
  MODAL_SCROLL_RELEASE_MS,
  ANIMATION_MS,
  SESSION_COOKIE_DAYS,
  GUEST_COOKIE_DAYS,
  FREE_COURSE_SNAPSHOT_MS,
  MY_COURSE_PAGE_COOKIE_SECONDS,
  CAMPAIGN_COOKIE_DAYS,
  FINGERPRINT_COOKIE_DAYS,
  RELOAD_GUARD_TTL_MS,
  COOKIE,
  readCookie,
  writeCookie,
  removeCookie,
  readJsonCookie,
  writeJsonCookie,
} from '@edu/shared/state';
export { PACKAGE_DURATIONS, packageLabel, priceUnitLabel, type PackageDuration } from './constants/package-durations';
export { PAYMENT_METHOD_NAMES, paymentMethodName } from './constants/payment-methods';
export { PLACEMENT, COLOR_BANNER_HOME, type PlacementCode } from './constants/placement';
export { SORT_ORDERS, CONTENT_TYPES, PLATFORM_LABELS, DEFAULT_PLATFORM_LABEL } from './constants/labels';

// Platform contracts: registry pointers (shell ↔ ops) and page meta (SPEC §1). The head, page meta and guest
// cookies are the state's (its server-render context and guest token reach them); the rest from their files.
export * from './platform/registry';
export * from './platform/ssr-payload';
export * from './platform/remotes';
export type * from './platform/contracts';
export * from './platform/dev-override';
export {
  DEFAULT_SHARE_IMAGE,
  absoluteUrl,
  canonicalPathOf,
  headTags,
  escapeJsonForScript,
  headHtml,
  breadcrumbJsonLd,
  organizationJsonLd,
  websiteJsonLd,
  applyHeadTags,
  DEFAULT_DESCRIPTION,
  DEFAULT_KEYWORDS,
  setPageMeta,
  FLASH_COOKIE,
  GUEST_TOKEN_COOKIE,
  parseFlash,
  type JsonLd,
  type PageHead,
  type HeadTag,
  type PageMeta,
  type FlashKind,
  type Flash,
} from '@edu/shared/state';

// Data fetching for remotes: one cache, namespaced per remote
export {
  createQueries,
  QueryCacheProvider,
  useQueryCache,
  QueryCache,
  browserQueryCache,
  errorStatus,
  isNotFound,
  isAbort,
  errorMessage,
  type StatusMessages,
  type Queries,
  type QueryResult,
  type QueryOptions,
  type QueryStatus,
  type QueryKey,
  type DehydratedQueries,
} from '@edu/shared/state';
// the write hook: a singleton of its own, loaded only where a page writes
export { useMutation, type Mutation } from '@edu/shared/mutation';
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
} from '@edu/shared/state';
export { NotFoundView } from './platform/not-found-view';
export { useScrollTopOnPage } from './platform/use-scroll-top';
export { useMounted } from './platform/use-mounted';
export { useSignedIn } from './platform/use-signed-in';
export { takeEarlyIntent, APP_STARTED_ATTRIBUTE, type EarlyIntent } from './platform/early-intents';
export { linkTarget } from './routing/link-target';
export { slugToQuery, queryToSlug } from './routing/search-slug';
