/** What the client waits when an answer does not say (an older API): the API's own default. */
export const FALLBACK_RESEND_SECONDS = 60;

/**
 * Seconds before "Gửi lại mã" is offered, from the API's answer that sent a code (`resend_after`): the
 * server owns the rule, the client only counts down from its word.
 */
export function resendAfterOf(data: unknown): number {
  const value = (data as { resend_after?: unknown } | null | undefined)?.resend_after;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.ceil(value) : FALLBACK_RESEND_SECONDS;
}
