/** @jest-environment jsdom */
jest.mock('sanitize-html', () => jest.requireActual('../helpers/native-require').nativeRequire('sanitize-html'));

import { colorMarkupToHtml } from '../../src/rich-text/color-markup';
import { sanitizeCourseHtml } from '../../src/rich-text/course-html';
import { sanitizeStrictHtml } from '../../src/rich-text/strict-html';

/** XSS vectors: scripts, handlers, dangerous URLs (obfuscated), srcdoc, CSS, foreign content, mXSS. */
const VECTORS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.com/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src=x OnErRoR=alert(1)>',
  '<img src="x" onerror="alert(1)"/>',
  '<img/src=x/onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<div onmouseover="alert(1)">x</div>',
  '<p style="x" onclick=alert(1)>x</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="java&#10;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="&#0000106avascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="VBScript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="javascript:alert(1)">',
  '<img srcset="javascript:alert(1) 1x, https://x.vn/a.png 2x">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://www.youtube.com/embed/x" srcdoc="<script>alert(1)</script>" onload="alert(1)"></iframe>',
  '<iframe src="https://evil.com"></iframe>',
  '<iframe src="//evil.com"></iframe>',
  '<iframe src="http://www.youtube.com/embed/x"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="background-image: url(&quot;javascript:alert(1)&quot;)">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<div style="background:url(data:image/svg+xml,<svg onload=alert(1)>)">x</div>',
  '<div style="behavior: url(x.htc); -moz-binding: url(x.xml#xss)">x</div>',
  '<div style="color:red;background:\\75rl(javascript:alert(1))">x</div>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<textarea></textarea><img src=x onerror=alert(1)>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<template><img src=x onerror=alert(1)></template>',
  '<!--><img src=x onerror=alert(1)>-->',
  '<a href="https://x.vn" target="_blank" onclick="alert(1)">ok</a>',
  '"><img src=x onerror=alert(1)>',
  '<span style="color:#f00" onclick="alert(1)">x</span>',
  '<p style="font-size:12px;color:rgb(1,2,3)" onmouseover=alert(1)>x</p>',
  '[color=red]<img src=x onerror=alert(1)>[/color]',
  '[color=red" onmouseover="alert(1)]x[/color]',
  '[color=red;background:url(javascript:alert(1))]x[/color]',
  '[color=javascript:alert(1)]x[/color]',
];

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'background',
  'cite',
  'data',
  'codebase',
  'ping',
  'lowsrc',
  'dynsrc',
  'content',
]);
const DANGEROUS_TAGS = new Set([
  'script',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'form',
  'style',
  'svg',
  'math',
  'template',
  'frame',
  'frameset',
  'applet',
  'input',
  'button',
  'textarea',
  'noscript',
  'xmp',
]);
const IFRAME_SRC = /^https:\/\/(?:www\.youtube\.com|youtube\.com|www\.youtube-nocookie\.com|player\.vimeo\.com|(?:[\w-]+\.)*khoahoc\.vn)\//i;
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u200b-\u200f\u2028\u2029\ufeff]/g;

/** Everything in `html` that a browser could run, found by parsing it as a browser does. */
function dangers(html: string): string[] {
  const found: string[] = [];
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const el of template.content.querySelectorAll('*')) {
    const tag = el.localName;
    if (DANGEROUS_TAGS.has(tag)) found.push(`<${tag}>`);
    if (tag === 'iframe' && !IFRAME_SRC.test(el.getAttribute('src') ?? '')) found.push(`iframe src=${el.getAttribute('src')}`);
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      const value = attr.value.replace(INVISIBLE, '').toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc') found.push(`${tag}[${name}]`);
      if (URL_ATTRIBUTES.has(name) && /(?:javascript|vbscript|data|livescript):/.test(value)) found.push(`${tag}[${name}]=${value}`);
      if (name === 'style' && /url\(|expression|@import|behavior|binding|\\/.test(value)) found.push(`${tag}[style]=${value}`);
    }
  }
  return found;
}

/** Dangers in the output, and again after a browser round-trip (catches mutation XSS). */
function dangersAfterRoundTrip(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...dangers(html), ...dangers(template.innerHTML)];
}

describe.each([
  ['sanitizeCourseHtml', (html: string) => sanitizeCourseHtml(html)],
  ['sanitizeStrictHtml', (html: string) => sanitizeStrictHtml(html)],
  ['colorMarkupToHtml', (html: string) => colorMarkupToHtml(html)],
])('%s neutralises XSS vectors', (_name, clean) => {
  it.each(VECTORS)('%s', (vector) => {
    expect(dangersAfterRoundTrip(clean(vector))).toEqual([]);
  });
});

describe('the oracle itself', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', 'img[onerror]'],
    ['<a href="java&#x09;script:alert(1)">x</a>', 'a[href]=javascript:alert(1)'],
    ['<iframe srcdoc="x"></iframe>', 'iframe[srcdoc]'],
    ['<div style="background:url(javascript:x)"></div>', 'div[style]=background:url(javascript:x)'],
    ['<script></script>', '<script>'],
  ])('flags the raw vector %s', (html, flag) => {
    expect(dangers(html)).toContain(flag);
  });
});

describe('colorMarkupToHtml only ever produces coloured spans', () => {
  it.each(VECTORS)('%s', (vector) => {
    const template = document.createElement('template');
    template.innerHTML = colorMarkupToHtml(vector);
    for (const el of template.content.querySelectorAll('*')) {
      expect(el.localName).toBe('span');
      expect([...el.attributes].map((a) => a.name)).toEqual(['style']);
      expect(el.getAttribute('style')).toMatch(/^color:[#\w(), ]+$/);
    }
  });
});
