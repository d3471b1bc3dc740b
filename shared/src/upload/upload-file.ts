import type { AxiosAdapter } from 'axios';
// through the shared core, not relatively: this door is bundled into each app, the API client is one
import { apiPost, ENDPOINTS, isAxiosError } from '@edu/shared/core';
import { decodeUploadContent, toRequestBody, type UploadBody, type UploadEncoding } from './decode-content';

export const UPLOAD_PRESIGN_URL = ENDPOINTS.upload;

export interface UploadInput {
  /** Object key in the bucket, e.g. 'avatars/42.png'. */
  key: string;
  /** base64 text (a data: URL is fine) or a Blob / ArrayBuffer / Uint8Array. */
  content: string | UploadBody;
  content_encoding: UploadEncoding;
  content_type: string;
  /** Called with 0…1 as bytes go up. */
  onProgress?: (fraction: number) => void;
}

export interface PresignRequest {
  key: string;
  content_encoding: UploadEncoding;
  content_type: string;
  /** Bytes the PUT will carry: object storage signs the exact length. */
  size: number;
}

export interface PresignResponse {
  url: string;
  direct_url: string;
}

export interface UploadDeps {
  presign?: (req: PresignRequest) => Promise<Partial<PresignResponse> | null | undefined>;
  /** Axios adapter for the PUT (tests). */
  adapter?: AxiosAdapter;
}

/**
 * SPEC §3/§7 upload: presigned URL from the API, then a PUT of the bytes with a public-read ACL.
 * The PUT uses a bare axios call: the storage host must not receive our Bearer token or cookies.
 * Returns the public `direct_url`.
 */
export async function uploadFile(input: UploadInput, deps: UploadDeps = {}): Promise<string> {
  const body = decodeUploadContent(input.content, input.content_encoding);
  const presign = deps.presign ?? ((req: PresignRequest) => apiPost<PresignResponse>(UPLOAD_PRESIGN_URL, req));
  const bytes = toRequestBody(body);
  const size = bytes instanceof Blob ? bytes.size : bytes.byteLength;
  const signed = await presign({ key: input.key, content_encoding: input.content_encoding, content_type: input.content_type, size });
  if (!signed?.url || !signed.direct_url) throw new Error('resigned error!');

  const { onProgress } = input;
  // axios loads with the first call that needs it (see getApiClient)
  const { default: axios } = await import(/* webpackChunkName: "api-client" */ 'axios');
  try {
    await axios.put(signed.url, bytes, {
      headers: { 'Content-Type': input.content_type, 'x-amz-acl': 'public-read' },
      withCredentials: false,
      ...(deps.adapter ? { adapter: deps.adapter } : {}),
      onUploadProgress: onProgress ? (e) => onProgress(e.total ? Math.min(1, e.loaded / e.total) : 0) : undefined,
    });
  } catch (error) {
    throw refusedUpload(error);
  }
  onProgress?.(1);
  return signed.direct_url;
}

/**
 * A refused PUT as the shared client's errors look ({ status, message }): the site's receiver answers
 * in Vietnamese (its envelope's message); object storage answers XML, said here in Vietnamese.
 */
function refusedUpload(error: unknown): unknown {
  if (!isAxiosError(error) || !error.response) return error;
  const data = error.response.data as { message?: unknown } | undefined;
  const message =
    typeof data?.message === 'string' && data.message ? data.message : 'Kho lưu trữ từ chối tệp (sai định dạng hoặc kích thước), vui lòng thử lại';
  return Object.assign(new Error(message), { status: error.response.status });
}
