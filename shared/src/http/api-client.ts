import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { getRuntimeConfig } from '../config/runtime-config';
import { ApiError, envelopeMessage, fallbackMessage, toApiError } from './api-error';

let client: AxiosInstance | null = null;
let creating: Promise<AxiosInstance> | null = null;

/**
 * The page's API client, created on first use from the runtime config. axios and the client's auth
 * handling load with the first call (a chunk of their own, ~20 KB): a server-rendered page hands its
 * data over, so a first visit that only reads needs none of it.
 */
export function getApiClient(): Promise<AxiosInstance> {
  if (client) return Promise.resolve(client);
  creating ??= import(/* webpackChunkName: "api-client" */ './create-api-client').then(
    ({ createApiClient }) => (client ??= createApiClient({ baseURL: getRuntimeConfig().apiBaseUrl })),
    (err: unknown) => {
      creating = null; // a chunk that did not come: the next call tries again
      throw err;
    },
  );
  return creating;
}

/** Starts loading the client's code ahead of a visit that will call the API (a link pointed at); never throws. */
export function preloadApiClient(): void {
  getApiClient().catch(() => undefined);
}

/** Replaces the client (tests, the server, or after changing apiBaseUrl); null recreates it on next use. */
export function setApiClient(instance: AxiosInstance | null): void {
  client = instance;
  creating = null;
}

export const BAD_RESPONSE_MESSAGE = 'Phản hồi không hợp lệ từ máy chủ.';

/** Returns the envelope's `data`; HTTP failure or a falsy envelope status → ApiError. */
async function unwrap<T>(request: Promise<AxiosResponse<unknown>>): Promise<T> {
  let res: AxiosResponse<unknown>;
  try {
    res = await request;
  } catch (error) {
    throw toApiError(error);
  }
  const body = res.data;
  if (typeof body !== 'object' || body === null || !('status' in body)) {
    throw new ApiError(res.status, BAD_RESPONSE_MESSAGE, 'BAD_ENVELOPE');
  }
  const envelope = body as { status: unknown; data?: unknown; code?: unknown };
  if (!envelope.status) {
    const code = typeof envelope.code === 'string' ? envelope.code : undefined;
    throw new ApiError(res.status, envelopeMessage(body) ?? fallbackMessage(res.status), code, envelope.data);
  }
  return envelope.data as T;
}

export function apiGet<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T> {
  return unwrap<T>(getApiClient().then((c) => c.get(url, { ...config, params })));
}

export function apiPost<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return unwrap<T>(getApiClient().then((c) => c.post(url, body, config)));
}

export function apiPatch<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return unwrap<T>(getApiClient().then((c) => c.patch(url, body, config)));
}

/** A DELETE body goes in `config.data`. */
export function apiDelete<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  return unwrap<T>(getApiClient().then((c) => c.delete(url, config)));
}
