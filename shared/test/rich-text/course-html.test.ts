jest.mock('sanitize-html', () => jest.requireActual('../helpers/native-require').nativeRequire('sanitize-html'));

import { resetRuntimeConfig, setRuntimeConfig } from '../../src/config/runtime-config';
import { sanitizeCourseHtml } from '../../src/rich-text/course-html';
import { itAnswers } from '../../src/testing/table';

afterEach(() => resetRuntimeConfig());

describe('sanitizeCourseHtml keeps course content', () => {
  it.each([
    ['paragraphs and inline tags', '<p>Bài <strong>1</strong> <em>nhanh</em> <u>gạch</u></p>'],
    ['headings and lists', '<h2>Nội dung</h2><ul><li>Một</li></ul><ol start="3"><li>Ba</li></ol>'],
    ['a table', '<table><tbody><tr><td colspan="2">Ô</td></tr></tbody></table>'],
    ['a link', '<a href="https://khoahoc.vn/khoa-hoc">Xem</a>'],
    ['a relative link', '<a href="/khoa-hoc/toan-10-ab1">Xem</a>'],
    ['mail and phone links', '<a href="mailto:hotro@khoahoc.vn">Mail</a><a href="tel:19001234">Gọi</a>'],
    ['an image', '<img src="https://cdn.khoahoc.vn/a.png" alt="Ảnh" width="300" />'],
    ['class and title on any tag', '<div class="note" title="Ghi chú"><span class="hl" title="x">a</span></div>'],
    ['safe inline style', '<p style="color:red;text-align:center;font-size:16px">a</p>'],
    ['a YouTube iframe', '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="315" allowfullscreen></iframe>'],
  ])('%s', (_name, html) => {
    expect(sanitizeCourseHtml(html)).toBe(html);
  });

  it('adds rel="noopener noreferrer" to links opening a new tab', () => {
    expect(sanitizeCourseHtml('<a href="https://x.vn" target="_blank">x</a>')).toBe(
      '<a href="https://x.vn" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('escapes disallowed tags instead of dropping them', () => {
    expect(sanitizeCourseHtml('<p>a</p><script>alert(1)</script>')).toBe('<p>a</p>&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sanitizeCourseHtml('<marquee>chạy</marquee>')).toBe('&lt;marquee&gt;chạy&lt;/marquee&gt;');
  });

  it('keeps allowed style properties and drops the rest', () => {
    expect(sanitizeCourseHtml('<p style="color:red;position:fixed;z-index:99">a</p>')).toBe('<p style="color:red">a</p>');
  });

  itAnswers(
    (html: string | null | undefined) => sanitizeCourseHtml(html),
    [
      ['', ''],
      [null, ''],
      [undefined, ''],
    ],
    'returns "" for %p',
  );
});

describe('sanitizeCourseHtml iframe hosts', () => {
  const frame = (src: string) => `<iframe src="${src}"></iframe>`;
  itAnswers(
    (src: string) => sanitizeCourseHtml(frame(src)).includes('<iframe'),
    [
      ['https://www.youtube.com/embed/x', true],
      ['https://youtube.com/embed/x', true],
      ['https://www.youtube-nocookie.com/embed/x', true],
      ['https://player.vimeo.com/video/1', true],
      ['https://khoahoc.vn/embed', true],
      ['https://video.khoahoc.vn/embed', true],
      ['HTTPS://WWW.YOUTUBE.COM/embed/x', true],
      ['http://www.youtube.com/embed/x', false],
      ['//www.youtube.com/embed/x', false],
      ['/embed/x', false],
      ['https://vimeo.com/1', false],
      ['https://evil.com/', false],
      ['https://www.youtube.com.evil.com/', false],
      ['https://evilkhoahoc.vn/', false],
      ['https://www.youtube.com@evil.com/', false],
      ['https://evil.com/?u=https://www.youtube.com/', false],
      ['javascript:alert(1)', false],
      ['data:text/html,<script>alert(1)</script>', false],
    ],
    '%s allowed: %s',
  );

  it('drops a refused iframe together with its fallback content', () => {
    expect(sanitizeCourseHtml('<p>a</p><iframe src="https://evil.com/">fallback</iframe>')).toBe('<p>a</p>');
  });

  it('takes own hosts from options', () => {
    expect(sanitizeCourseHtml(frame('https://lms.partner.vn/x'), { iframeHosts: ['lms.partner.vn'] })).toContain('<iframe');
    expect(sanitizeCourseHtml(frame('https://video.khoahoc.vn/x'), { iframeHosts: ['lms.partner.vn'] })).toBe('');
  });

  it('takes own hosts from the runtime config', () => {
    setRuntimeConfig({ iframeHosts: ['*.hoc.vn'] });
    expect(sanitizeCourseHtml(frame('https://a.hoc.vn/x'))).toContain('<iframe');
    expect(sanitizeCourseHtml(frame('https://video.khoahoc.vn/x'))).toBe('');
  });
});
