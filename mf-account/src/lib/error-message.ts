/** What the API client throws (shared ApiError); duck-typed so plain errors are handled too. */
interface ErrorLike {
  status?: number;
  message?: string;
  code?: string;
  data?: unknown;
}

export type StatusMessages = Partial<Record<number, string>>;

const NETWORK = 'Không thể kết nối máy chủ. Vui lòng kiểm tra mạng và thử lại.';
const GENERIC = 'Đã có lỗi xảy ra, vui lòng thử lại.';
const RATE_LIMITED = 'Bạn thử quá nhiều lần. Vui lòng đợi một lát rồi thử lại.';

export function errorStatus(error: unknown): number {
  const status = (error as ErrorLike | null)?.status;
  return typeof status === 'number' ? status : 0;
}

/**
 * The message a learner sees. A screen may word a status better than the server (`byStatus`), except
 * 429: the server's text says how long to wait. Otherwise the server's (Vietnamese) message is used.
 */
export function errorMessage(error: unknown, byStatus: StatusMessages = {}): string {
  const e = (error ?? {}) as ErrorLike;
  const status = errorStatus(error);
  const server = typeof e.message === 'string' && e.message.trim() !== '' ? e.message : null;
  if (status === 429) return server ?? RATE_LIMITED;
  const mine = byStatus[status];
  if (mine) return mine;
  if (typeof e.status === 'number' && status === 0 && !server) return NETWORK;
  return server ?? GENERIC;
}

/** Field errors the API may send in `data.errors` ({ email: '…' }), keyed by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const data = (error as ErrorLike | null)?.data;
  const errors = typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
