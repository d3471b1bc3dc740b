jest.mock('sanitize-html', () => jest.requireActual('../helpers/native-require').nativeRequire('sanitize-html'));

import { sanitizeStrictHtml } from '../../src/rich-text/strict-html';
import { itAnswers } from '../../src/testing/table';

describe('sanitizeStrictHtml', () => {
  it.each(['<p>a<br />b</p>', '<div><strong>đậm</strong> <em>nghiêng</em> <span>thường</span></div>'])('keeps the allowed tags: %s', (html) => {
    expect(sanitizeStrictHtml(html)).toBe(html);
  });

  itAnswers(
    sanitizeStrictHtml,
    [
      ['<b>a</b><i>b</i><u>c</u>', 'abc'],
      ['<a href="https://x.vn">link</a>', 'link'],
      ['<h1>Tiêu đề</h1>', 'Tiêu đề'],
      ['<ul><li>x</li></ul>', 'x'],
      ['<img src="https://x.vn/a.png">', ''],
      ['<script>alert(1)</script>ok', 'ok'],
      ['<style>p{color:red}</style>ok', 'ok'],
    ],
    'removes other tags, keeping their text: %p → %p',
  );

  it.each([
    ['color: #f00', 'color:#f00'],
    ['color: #A1B2C3', 'color:#A1B2C3'],
    ['color: rgb(1, 2, 3)', 'color:rgb(1, 2, 3)'],
    ['text-align: left', 'text-align:left'],
    ['text-align: right', 'text-align:right'],
    ['text-align: center', 'text-align:center'],
    ['font-size: 14px', 'font-size:14px'],
    ['font-size: 1.5em', 'font-size:1.5em'],
    ['font-size: 120%', 'font-size:120%'],
    ['color:#f00;text-align:center;font-size:12px', 'color:#f00;text-align:center;font-size:12px'],
  ])('keeps style %p', (style, expected) => {
    expect(sanitizeStrictHtml(`<span style="${style}">a</span>`)).toBe(`<span style="${expected}">a</span>`);
  });

  it.each([
    'color: red',
    'color: rgba(0,0,0,0.5)',
    'color: hsl(0, 100%, 50%)',
    'text-align: justify',
    'font-size: 12pt',
    'font-size: large',
    'font-size: calc(10px + 1em)',
    'background: red',
    'position: fixed',
    'background-image: url(javascript:alert(1))',
    'width: expression(alert(1))',
  ])('drops style %p', (style) => {
    expect(sanitizeStrictHtml(`<span style="${style}">a</span>`)).toBe('<span>a</span>');
  });

  it('drops every attribute other than style', () => {
    expect(sanitizeStrictHtml('<p class="x" title="t" id="i" data-a="1" onclick="x()">a</p>')).toBe('<p>a</p>');
  });

  itAnswers(
    sanitizeStrictHtml,
    [
      ['', ''],
      [null, ''],
      [undefined, ''],
    ],
    'returns "" for %p',
  );
});
