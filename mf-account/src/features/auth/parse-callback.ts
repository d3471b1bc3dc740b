import { normalizePhone, validatePhone } from '../../lib/validation/phone';

/**
 * What arrived at /callback (SPEC §2: the return point of carrier number recognition and sign-in):
 * - SSO:         ?provider=…&token=…&state=…   (or ?error=… when the learner refused)
 * - carrier, recognised:   ?status=success&msisdn_token=…   (a signed token the API verifies)
 *                          ?status=success&msisdn=09…       (a bare number: confirmed by OTP, never trusted)
 * - carrier, not recognised: ?status=fail (or no number at all)
 * `redirect` (optional) is where the visitor was going.
 */
export type CallbackResult =
  | { kind: 'sso'; provider: string; token: string; state: string }
  | { kind: 'sso-error'; message: string }
  | { kind: 'carrier-token'; token: string; redirect: string | null }
  | { kind: 'carrier-number'; phone: string; redirect: string | null }
  | { kind: 'carrier-unrecognised'; redirect: string | null };

const SSO_ERRORS: Record<string, string> = {
  access_denied: 'Bạn đã từ chối đăng nhập bằng SSO.',
  login_required: 'Phiên SSO đã hết, vui lòng thử lại.',
};

export function parseCallback(search: string): CallbackResult {
  const p = new URLSearchParams(search);
  const redirect = p.get('redirect');
  const error = p.get('error');
  if (error) return { kind: 'sso-error', message: SSO_ERRORS[error] ?? 'Đăng nhập bằng SSO không thành công, vui lòng thử lại.' };
  const token = p.get('token');
  const provider = p.get('provider');
  if (token && provider) return { kind: 'sso', provider, token, state: p.get('state') ?? '' };
  const status = (p.get('status') ?? '').toLowerCase();
  const recognised = status === 'success' || status === 'ok' || status === '1';
  const msisdnToken = p.get('msisdn_token');
  if (recognised && msisdnToken) return { kind: 'carrier-token', token: msisdnToken, redirect };
  const msisdn = p.get('msisdn') ?? '';
  if (recognised && msisdn && validatePhone(msisdn) === null) return { kind: 'carrier-number', phone: normalizePhone(msisdn), redirect };
  return { kind: 'carrier-unrecognised', redirect };
}
