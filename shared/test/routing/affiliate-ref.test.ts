import { installFakeApi } from '../../src/testing/fake-api';
import { captureReferral } from '../../src/routing/affiliate-ref';

const CLICK = 'POST /api/user/affiliate/click.json';
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('captureReferral (a page opened through ?ref=<code>)', () => {
  it('tells the API once per code and page, upper-cased; a page without a valid ref asks nothing', async () => {
    const calls = installFakeApi({ [CLICK]: () => ({ counted: true }) });
    captureReferral(new URLSearchParams('ref=abcd2345'), '/khoa-hoc/python');
    captureReferral(new URLSearchParams('ref=abcd2345'), '/khoa-hoc/python');
    captureReferral(new URLSearchParams('ref=ABCD2345&x=1'), '/');
    for (const q of ['', 'ref=', 'ref=a b', 'ref=<script>', 'ref=abc', `ref=${'A'.repeat(33)}`]) captureReferral(new URLSearchParams(q), '/x');
    await settle();
    await settle();
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/user/affiliate/click.json', { code: 'ABCD2345', path: '/khoa-hoc/python' }],
      ['POST', '/api/user/affiliate/click.json', { code: 'ABCD2345', path: '/' }],
    ]);
  });

  it("an unknown code (404) is nobody else's problem: nothing is thrown", async () => {
    installFakeApi({});
    expect(() => captureReferral(new URLSearchParams('ref=ZZZZ9999'), '/')).not.toThrow();
    await settle();
  });
});
