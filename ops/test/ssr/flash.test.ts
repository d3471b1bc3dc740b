import { parseFlash } from '@edu/shared/platform';
import { CLEAR_FLASH_COOKIE, flashHtml, readFlash } from '../../src/ssr/flash';

/** The one-time message an HTML form's 303 leaves for the next page (docs/decisions/2026-11-27-actions-before-the-app.md). */
describe('the flash of a form', () => {
  it('is shown as a toast outside the app, its text escaped (a cookie is the visitor’s to write)', () => {
    const flash = readFlash({ flash: JSON.stringify({ m: '<img src=x onerror=alert(1)> & "x"', k: 'error' }) });
    expect(flashHtml(flash!)).toBe('<div class="sh-flash sh-flash-error" role="alert">&lt;img src=x onerror=alert(1)&gt; &amp; &quot;x&quot;</div>');
    expect(flashHtml({ m: 'Đã thêm khóa học vào giỏ hàng', k: 'success', c: 2 })).toContain('role="status"');
  });

  it('keeps only what it knows: a message, a kind, a sane count', () => {
    expect(parseFlash(JSON.stringify({ m: 'Đã thêm', k: 'success', c: 3, x: 1 }))).toEqual({ m: 'Đã thêm', k: 'success', c: 3 });
    expect(parseFlash(JSON.stringify({ m: 'Đã thêm', k: 'success', c: -1 }))).toEqual({ m: 'Đã thêm', k: 'success' });
    expect(parseFlash(JSON.stringify({ m: 'Đã thêm', k: 'success', c: 1.5 }))).toEqual({ m: 'Đã thêm', k: 'success' });
    for (const bad of [
      undefined,
      '',
      'not json',
      '[]',
      'null',
      JSON.stringify({ m: '', k: 'success' }),
      JSON.stringify({ m: 'x', k: 'script' }),
      JSON.stringify({ m: 'x'.repeat(301), k: 'info' }),
    ]) {
      expect(parseFlash(bad)).toBeNull();
    }
  });

  it('is cleared by the page that shows it', () => {
    expect(CLEAR_FLASH_COOKIE).toMatch(/^flash=; Path=\/; Max-Age=0;/);
  });
});
