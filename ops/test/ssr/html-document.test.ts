import { resetRuntimeConfig, setRuntimeConfig } from '@edu/shared';
import { headTags } from '@edu/shared/platform';
import { pageCodeHints, renderDocument } from '../../src/ssr/html-document';
import { parseCookies, jsonCookie } from '../../src/ssr/cookies';
import { PageCache } from '../../src/ssr/page-cache';

// The shell's built template as html-webpack-plugin minifies it (attributes unquoted, no comments).
const TEMPLATE =
  '<!doctype html><html lang=vi><head><meta charset=utf-8><title data-head>KhoaHoc.vn</title><meta data-head name=description content="x">' +
  '<script id=app-config type=application/json><!--# include virtual="/app-config.json" --></script>' +
  '<script id=mf-registry type=application/json><!--# include virtual="/registry.json" --></script><link href=/main.css rel=stylesheet></head>' +
  '<body><div id=root></div><script defer src=/main.js></script></body></html>';

describe('renderDocument', () => {
  beforeEach(() => setRuntimeConfig({ siteOrigin: 'https://khoahoc.vn', brand: 'KhoaHoc.vn' }));
  afterEach(() => resetRuntimeConfig());

  const html = () =>
    renderDocument({
      template: TEMPLATE,
      head: headTags(
        { title: 'Toán </title><script>alert(1)</script>', jsonLd: [{ '@type': 'Thing', name: '</script><script>x</script>' }] },
        '/khoa-hoc?utm_source=zalo&page=2',
      ),
      remoteAssets: '<link rel="stylesheet" href="/remotes/a/1/x.css">',
      appConfigJson: '{"brand":"KhoaHoc.vn"}',
      registryJson: '{"note":"</script>"}',
      appHtml: '<main>nội dung</main>',
      payload: { queries: { '["a"]': { data: '</script><script>alert(2)</script>' } }, versions: { mf_a: '1' }, redirectChecked: true },
    });

  it('replaces the default head with the page head, once', () => {
    const out = html();
    expect(out.match(/<title/g)).toHaveLength(1);
    expect(out).toContain('<title data-head>Toán &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | KhoaHoc.vn</title>');
    expect(out).not.toContain('content="x"');
    expect(out).toContain('<link rel="canonical" href="https://khoahoc.vn/khoa-hoc?page=2" data-head>');
  });

  it('puts the app inside #root, the remote CSS in the head and the payload before </body>', () => {
    const out = html();
    expect(out).toContain('<div id="root"><main>nội dung</main></div>');
    expect(out.indexOf('/remotes/a/1/x.css')).toBeLessThan(out.indexOf('</head>'));
    expect(out.indexOf('id="ssr-data"')).toBeGreaterThan(out.indexOf('id="root"'));
  });

  it('a browser without the web font cached: no font preloads, the fallback faces (webFont later)', () => {
    const template = TEMPLATE.replace(
      '<link href=/main.css',
      '<link rel=preload href=/fonts/be-vietnam-pro-latin-400-normal.0123456789.woff2 as=font type=font/woff2 crossorigin><link href=/main.css',
    );
    const parts = { template, head: [], remoteAssets: '', appConfigJson: '{}', registryJson: '{}', appHtml: '', payload: null };
    expect(renderDocument(parts)).toContain('<link rel=preload href=/fonts/');
    expect(renderDocument(parts)).toContain('<html lang=vi>');
    const later = renderDocument({ ...parts, webFont: 'later' });
    expect(later).not.toContain('/fonts/');
    expect(later).toContain('<html class="sh-font-later" lang=vi>');
    expect(later).toContain('<link href=/main.css rel=stylesheet>');
  });

  it('holds the page’s own code hints in an inert template, and writes none when there are none', () => {
    const links = '<link rel="preload" as="script" href="/remotes/a/1/13.js" crossorigin="anonymous">';
    expect(pageCodeHints(links)).toBe(`<template id="sh-page-hints">${links}</template>`);
    expect(pageCodeHints('')).toBe('');
  });

  it('no inlined JSON can close its script element', () => {
    const out = html();
    const scripts = out.match(/<script[^>]*>[\s\S]*?<\/script>/g) ?? [];
    for (const s of scripts) expect(s.slice(s.indexOf('>') + 1, -'</script>'.length)).not.toMatch(/<\/script|<!--(?!#)/i);
    expect(out).not.toContain('alert(2)</script>');
  });
});

describe('parseCookies', () => {
  it.each([
    ['a=1; b=2', { a: '1', b: '2' }],
    ['userStore=%7B%22a%22%3A1%7D', { userStore: '{"a":1}' }],
    ['a=1; a=2', { a: '1' }],
    ['bad=%E0%A4%A; ok=1', { bad: '%E0%A4%A', ok: '1' }],
    ['q="quoted"', { q: 'quoted' }],
    ['', {}],
    [undefined, {}],
  ])('%p', (header, expected) => {
    expect(parseCookies(header)).toEqual(expected);
  });

  it('reads JSON cookies, and nothing from broken ones', () => {
    expect(jsonCookie({ s: '{"userInfo":{"token":"t"}}' }, 's')).toEqual({ userInfo: { token: 't' } });
    expect(jsonCookie({ s: '{broken' }, 's')).toBeUndefined();
    expect(jsonCookie({}, 's')).toBeUndefined();
  });
});

describe('PageCache', () => {
  const page = { status: 200, body: Buffer.from('x'), setCookie: [], shareable: true };
  it('keeps a page fresh for its TTL, stale for as long again, and nothing with a TTL of 0', () => {
    const cache = new PageCache(1000);
    cache.set('k', page, 0);
    expect(cache.get('k', 999)).toEqual({ page, stale: false });
    expect(cache.get('k', 1500)).toEqual({ page, stale: true });
    expect(cache.get('k', 2001)).toBeUndefined();
    const off = new PageCache(0);
    off.set('k', page, 0);
    expect(off.get('k', 0)).toBeUndefined();
  });
});
