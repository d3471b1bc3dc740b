import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { getRuntimeConfig } from '../config/runtime-config';
import { ApiError, envelopeMessage, fallbackMessage, toApiError } from './api-error';
import { createApiClient } from './create-api-client';

let client: AxiosInstance | null = null;

/** The page's API client, created on first use from the runtime config. */
export function getApiClient(): AxiosInstance {
  return (client ??= createApiClient({ baseURL: getRuntimeConfig().apiBaseUrl }));
}

/** Replaces the client (tests, or after changing apiBaseUrl); null recreates it on next use. */
export function setApiClient(instance: AxiosInstance | null): void {
  client = instance;
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
  return unwrap<T>(getApiClient().get(url, { ...config, params }));
}

export function apiPost<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return unwrap<T>(getApiClient().post(url, body, config));
}

export function apiPatch<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return unwrap<T>(getApiClient().patch(url, body, config));
}

/** A DELETE body goes in `config.data`. */
export function apiDelete<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  return unwrap<T>(getApiClient().delete(url, config));
}
