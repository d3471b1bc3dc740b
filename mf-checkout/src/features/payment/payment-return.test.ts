import { isPaymentReturn, parsePaymentReturn, paymentReturnQuery, RETURN_INCOMPLETE, RETURN_MALFORMED } from './payment-return';

const SIG = 'a'.repeat(64);
const good = { order_code: 'DH0001', txn_ref: 'SBX1A2B', amount: '490000', result: 'success', sig: SIG };
const qs = (over: Record<string, string | null> = {}) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...good, ...over })) if (v !== null) p.set(k, v);
  return p;
};

describe('payment return parameters', () => {
  it.each([
    ['a checkout without return fields', new URLSearchParams('course_ids=31'), false],
    ['a full return', qs(), true],
    ['a partial return still counts (and is then rejected)', new URLSearchParams('sig=abc'), true],
  ])('%s → is a return: %s', (_name, params, expected) => {
    expect(isPaymentReturn(params)).toBe(expected);
  });

  it('reads a good return with a numeric amount', () => {
    expect(parsePaymentReturn(qs())).toEqual({ ok: true, value: { ...good, amount: 490000 } });
    expect(parsePaymentReturn(qs({ result: 'cancelled' }))).toMatchObject({ ok: true, value: { result: 'cancelled' } });
  });

  it.each([
    ['no signature', { sig: null }, RETURN_INCOMPLETE],
    ['an empty order code', { order_code: '' }, RETURN_INCOMPLETE],
    ['no amount', { amount: null }, RETURN_INCOMPLETE],
    ['a negative amount', { amount: '-1' }, RETURN_MALFORMED],
    ['a decimal amount', { amount: '490000.5' }, RETURN_MALFORMED],
    ['an amount in words', { amount: 'nhiều' }, RETURN_MALFORMED],
    ['an absurd amount', { amount: '99999999999' }, RETURN_MALFORMED],
    ['an unknown result', { result: 'paid' }, RETURN_MALFORMED],
    ['an order code with markup', { order_code: '<b>DH</b>' }, RETURN_MALFORMED],
    ['a signature too long', { sig: 'a'.repeat(129) }, RETURN_MALFORMED],
  ])('rejects %s', (_name, over, reason) => {
    expect(parsePaymentReturn(qs(over))).toEqual({ ok: false, reason });
  });

  it('a tampered but well-formed return goes to the server (which judges the signature)', () => {
    expect(parsePaymentReturn(qs({ amount: '1000', sig: 'b'.repeat(64) })).ok).toBe(true);
  });

  it('round-trips through a query string', () => {
    const parsed = parsePaymentReturn(qs());
    if (!parsed.ok) throw new Error('expected ok');
    expect(parsePaymentReturn(new URLSearchParams(paymentReturnQuery(parsed.value)))).toEqual(parsed);
  });
});
