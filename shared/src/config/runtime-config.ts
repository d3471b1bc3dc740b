/**
 * Public runtime configuration. The shell's index.html may set `window.__APP_CONFIG__` before any
 * script runs; `setRuntimeConfig` overrides on top (tests, the shell at boot). Read on every call,
 * never at import, so there is nothing to initialise and nothing cached stale.
 */
export interface VideoConfig {
  /** Prepended to a stored video path, e.g. 'https://cdn.example.vn/videos/'. */
  head: string;
  /** Appended to a stored video path, e.g. '/playlist.m3u8' or a signed query string. */
  after: string;
}

export interface RuntimeConfig {
  /** '' means same origin (the edge server proxies /api). */
  apiBaseUrl: string;
  brand: string;
  siteOrigin: string;
  /** The product's own hosts allowed as iframe sources. 'host' is exact, '*.domain' is domain + subdomains. */
  iframeHosts: string[];
  video: VideoConfig;
}

export type RuntimeConfigInput = Partial<Omit<RuntimeConfig, 'video'>> & { video?: Partial<VideoConfig> };

declare global {
  var __APP_CONFIG__: RuntimeConfigInput | undefined;
  var __EDU_RUNTIME_CONFIG__: RuntimeConfigInput | undefined;
}

export const DEFAULT_IFRAME_HOSTS: readonly string[] = ['*.khoahoc.vn'];

/**
 * Overrides live on globalThis, like the bus: every copy of this module (a remote may bundle
 * `@edu/shared/platform` itself) sees the config the shell — or the SSR server — set.
 */
const overridesOf = (): RuntimeConfigInput => globalThis.__EDU_RUNTIME_CONFIG__ ?? {};

function defaults(): RuntimeConfig {
  return {
    apiBaseUrl: '',
    brand: 'KhoaHoc.vn',
    siteOrigin: globalThis.location?.origin ?? '',
    iframeHosts: [...DEFAULT_IFRAME_HOSTS],
    video: { head: '', after: '' },
  };
}

export function getRuntimeConfig(): RuntimeConfig {
  const base = defaults();
  const fromPage = globalThis.__APP_CONFIG__ ?? {};
  return {
    ...base,
    ...defined(fromPage),
    ...defined(overridesOf()),
    video: { ...base.video, ...defined(fromPage.video), ...defined(overridesOf().video) },
  } as RuntimeConfig;
}

/** Keys set to undefined must not erase a default. */
function defined<T extends object>(obj: T | undefined): Partial<T> {
  if (!obj) return {};
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Merges `partial` over earlier overrides. */
export function setRuntimeConfig(partial: RuntimeConfigInput): void {
  const overrides = overridesOf();
  globalThis.__EDU_RUNTIME_CONFIG__ = { ...overrides, ...partial, video: { ...overrides.video, ...partial.video } };
}

/** Drops every `setRuntimeConfig` override (tests). */
export function resetRuntimeConfig(): void {
  globalThis.__EDU_RUNTIME_CONFIG__ = undefined;
}
