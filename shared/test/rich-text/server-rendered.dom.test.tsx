/** @jest-environment jsdom */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';

jest.mock('../../src/rich-text/lazy', () => ({
  sanitizeCourseHtml: jest.fn(async (html: string) => `<p>sạch: ${html.length}</p>`),
  sanitizeStrictHtml: jest.fn(async (html: string) => `<p>sạch: ${html.length}</p>`),
}));

import { SanitizedHtml, richTextKey, serverRenderedHtml } from '../../src/rich-text/sanitized-html';
import { sanitizeCourseHtml } from '../../src/rich-text/lazy';

describe('richTextKey names a rich text by level and content', () => {
  it.each([
    ['course', '<p>Giới thiệu</p>', 'course', '<p>Giới thiệu</p>', true],
    ['course', '<p>Giới thiệu</p>', 'strict', '<p>Giới thiệu</p>', false],
    ['course', '<p>Giới thiệu</p>', 'course', '<p>Giới thiệu.</p>', false],
    ['course', '', 'course', ' ', false],
  ] as const)('%s %j vs %s %j → same: %p', (levelA, htmlA, levelB, htmlB, same) => {
    expect(richTextKey(levelA, htmlA) === richTextKey(levelB, htmlB)).toBe(same);
  });
});

describe('the first page hydrates on the rich text the server rendered', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.clearAllMocks();
  });

  it('finds the server’s clean HTML by its key, and nothing for a text the server did not render', () => {
    const key = richTextKey('course', '<p>Mô tả <b>khóa học</b></p>');
    document.body.innerHTML = `<div data-rich-text="${key}"><p>Mô tả <b>khóa học</b></p></div>`;
    expect(serverRenderedHtml(key)).toBe('<p>Mô tả <b>khóa học</b></p>');
    expect(serverRenderedHtml(richTextKey('course', '<p>khác</p>'))).toBeNull();
  });

  it('hydrates without loading the sanitiser; a new text afterwards goes through it', async () => {
    const raw = '<p>Mô tả <b>khóa học</b><img src=x onerror=alert(1)></p>';
    const clean = '<p>Mô tả <b>khóa học</b><img src="x"></p>';
    const key = richTextKey('course', raw);
    const container = document.createElement('div');
    container.innerHTML = `<!--$--><div class="ui-richtext" data-rich-text="${key}">${clean}</div><!--/$-->`;
    document.body.appendChild(container);
    const errors: unknown[] = [];

    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <SanitizedHtml html={raw} className="ui-richtext" />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(sanitizeCourseHtml).not.toHaveBeenCalled();
    expect(container.querySelector('.ui-richtext')!.innerHTML).toBe(clean);
    expect(errors).toEqual([]);

    await act(async () => root.render(<SanitizedHtml html="<p>Bài học tiếp theo</p>" className="ui-richtext" />));
    expect(sanitizeCourseHtml).toHaveBeenCalledWith('<p>Bài học tiếp theo</p>');
    expect(container.querySelector('.ui-richtext')!.innerHTML).toBe(`<p>sạch: ${'<p>Bài học tiếp theo</p>'.length}</p>`);
    act(() => root.unmount());
  });
});
