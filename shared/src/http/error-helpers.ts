/** The HTTP status of an error thrown by the shared client (ApiError {status, message}), if any. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

/** The thing asked for does not exist: 404, or 400 when the API rejects the identifier itself. */
export function isNotFound(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 400;
}

/** A request we aborted ourselves (unmount, new key): never shown to anyone. */
export function isAbort(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'AbortError' || name === 'CanceledError' || code === 'ERR_CANCELED';
}

/** A screen's own wording for some statuses (e.g. `{ 409: 'Email này đã được dùng' }`). */
export type StatusMessages = Partial<Record<number, string>>;

const GENERIC = 'Đã có lỗi xảy ra, vui lòng thử lại.';
const NETWORK = 'Không thể kết nối máy chủ. Vui lòng kiểm tra mạng và thử lại.';
const RATE_LIMITED = 'Bạn thử quá nhiều lần. Vui lòng đợi một lát rồi thử lại.';

/**
 * The message a learner sees, never a raw exception text: a 429 keeps the server's words (they say how
 * long to wait); then the screen's wording for the status (`byStatus`); then the server's own
 * (Vietnamese) message; then, without an answer at all, a network message; else the fallback.
 */
export function errorMessage(error: unknown, fallbackOrByStatus: string | StatusMessages = GENERIC): string {
  const byStatus = typeof fallbackOrByStatus === 'string' ? {} : fallbackOrByStatus;
  const fallback = typeof fallbackOrByStatus === 'string' ? fallbackOrByStatus : GENERIC;
  const status = errorStatus(error);
  const raw = status !== undefined ? (error as { message?: unknown }).message : undefined;
  const server = typeof raw === 'string' && raw.trim() !== '' ? raw : null;
  if (status === 429) return server ?? RATE_LIMITED;
  const mine = status !== undefined ? byStatus[status] : undefined;
  if (mine) return mine;
  if (server) return server;
  if (status === 0) return NETWORK;
  return fallback;
}
