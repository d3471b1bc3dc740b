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

/** A message fit for a toast: the server's when it sent one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() && errorStatus(error) !== undefined) return message;
  }
  return fallback;
}
