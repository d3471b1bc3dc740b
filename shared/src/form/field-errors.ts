/** Field errors the API may send in `data.errors` ({ email: '…' }), keyed by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const data = (error as { data?: unknown } | null)?.data;
  const errors = typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
