import { base64Utf8, campaignCookieValue, parentCookieDomain } from '../../src/routing/campaign';
import { itAnswers } from '../../src/testing/table';

const decode = (b64: string) => Buffer.from(b64, 'base64').toString('utf8');

describe('campaignCookieValue (the `up` cookie)', () => {
  it.each([
    [{ utm_source: 'facebook', utm_campaign: 'he2025' }, 'facebook.he2025'],
    [new URLSearchParams('utm_source=zalo&utm_campaign=khai-giang&x=1'), 'zalo.khai-giang'],
    [{ utm_source: ['google', 'bing'], utm_campaign: 'tết' }, 'google.tết'],
    [{ utm_source: 'Cốc Cốc', utm_campaign: 'Ưu đãi' }, 'Cốc Cốc.Ưu đãi'],
  ])('encodes %p as base64 of "source.campaign"', (query, plain) => {
    const value = campaignCookieValue(query);
    expect(value).not.toBeNull();
    expect(decode(value as string)).toBe(plain);
  });

  it('is plain base64 for ASCII', () => {
    expect(campaignCookieValue({ utm_source: 'fb', utm_campaign: 'x' })).toBe('ZmIueA==');
  });

  it.each([
    [{}],
    [{ utm_source: 'fb' }],
    [{ utm_campaign: 'x' }],
    [{ utm_source: '', utm_campaign: 'x' }],
    [{ utm_source: '  ', utm_campaign: 'x' }],
    [{ utm_source: null, utm_campaign: 'x' }],
    [{ utm_source: [], utm_campaign: 'x' }],
    [new URLSearchParams('utm_source=fb')],
  ])('is null unless both are present: %p', (query) => {
    expect(campaignCookieValue(query)).toBeNull();
  });

  it('base64Utf8 round-trips Vietnamese', () => {
    expect(decode(base64Utf8('Học đa nền tảng'))).toBe('Học đa nền tảng');
  });
});

describe('parentCookieDomain', () => {
  itAnswers(
    parentCookieDomain,
    [
      ['www.khoahoc.vn', '.khoahoc.vn'],
      ['khoahoc.vn', '.khoahoc.vn'],
      ['m.app.khoahoc.vn', '.khoahoc.vn'],
      ['www.khoahoc.com.vn', '.khoahoc.com.vn'],
      ['khoahoc.edu.vn', '.khoahoc.edu.vn'],
      ['com.vn', undefined],
      ['localhost', undefined],
      ['127.0.0.1', undefined],
      ['::1', undefined],
    ],
    '%s → %p',
  );
});

describe('base64Utf8 with broken text', () => {
  it('encodes a lone surrogate as U+FFFD instead of throwing', () => {
    expect(decode(base64Utf8('a\ud800b'))).toBe('a\ufffdb');
  });
});
