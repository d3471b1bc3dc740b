/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, the network
 * between us cut) rather than that the request was wrong: the API then answers 503 with Retry-After,
 * and a client retries (with its Idempotency-Key for an order) instead of giving up on a 500.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** PostgreSQL SQLSTATEs: class 08 (connection exception) and the shutdown / starting-up codes of class 57. */
const SQLSTATE_UNAVAILABLE = /^(08\d{3}|57P0[1-4])$/;

const MESSAGES = [
  /Connection terminated/i, // node-postgres: the server closed the socket (stopped, killed, restarted)
  /timeout exceeded when trying to connect/i, // node-postgres pool: no connection within connectionTimeoutMillis
  /Client has encountered a connection error/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; statusCode?: unknown };
  if (typeof e.statusCode === 'number') return false; // an answer someone already chose
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SQLSTATE_UNAVAILABLE.test(e.code))) return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  return e.cause !== undefined && e.cause !== error && isDatabaseUnavailable(e.cause);
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'Hệ thống đang tạm gián đoạn kết nối dữ liệu, vui lòng thử lại sau giây lát';
export const DATABASE_RETRY_AFTER_SECONDS = 3;
