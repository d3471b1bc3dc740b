/** The HTTP status of an error thrown by the shared client (ApiError {status, message}), if any. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

/** A message fit for the learner: the server's (already Vietnamese) when it sent one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() && errorStatus(error) !== undefined) return message;
  }
  return fallback;
}

/** A request we aborted ourselves (unmount, new key): never shown to anyone. */
export function isAbort(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'AbortError' || name === 'CanceledError' || code === 'ERR_CANCELED';
}
