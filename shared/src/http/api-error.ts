import type { AxiosError } from 'axios';

/** axios's own test (an object flagged isAxiosError), without importing axios: it loads with the first call. */
export const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

export const NETWORK_ERROR_MESSAGE = 'Không thể kết nối máy chủ, vui lòng thử lại.';

const FALLBACK_BY_STATUS: Record<number, string> = {
  400: 'Dữ liệu không hợp lệ, vui lòng kiểm tra lại.',
  401: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.',
  403: 'Bạn không có quyền thực hiện thao tác này.',
  404: 'Không tìm thấy dữ liệu.',
  429: 'Bạn thao tác quá nhanh, vui lòng thử lại sau.',
};
const GENERIC_MESSAGE = 'Đã có lỗi xảy ra, vui lòng thử lại.';
const SERVER_MESSAGE = 'Máy chủ đang bận, vui lòng thử lại sau.';

/** Vietnamese message for an HTTP status when the server sent none; 0 means no response at all. */
export function fallbackMessage(status: number): string {
  if (status === 0) return NETWORK_ERROR_MESSAGE;
  return FALLBACK_BY_STATUS[status] ?? (status >= 500 ? SERVER_MESSAGE : GENERIC_MESSAGE);
}

/**
 * Every failure of apiGet/apiPost/…: `status` is the HTTP status (0 without a response; the real
 * 2xx status when the envelope said status: false), `message` is shown to users as is.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** The envelope's `data`, when the server sent one (e.g. field errors). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

function envelopeMessage(body: unknown): string | undefined {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** Converts anything thrown by axios (or already an ApiError) into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const status = error.response?.status ?? 0;
    const body: unknown = error.response?.data;
    const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
    return new ApiError(status, envelopeMessage(body) ?? fallbackMessage(status), error.code, data);
  }
  return new ApiError(0, GENERIC_MESSAGE);
}

export { envelopeMessage };
