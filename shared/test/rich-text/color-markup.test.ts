import { colorMarkupToHtml } from '../../src/rich-text/color-markup';
import { isCssColor } from '../../src/rich-text/css-color';
import { itAnswers } from '../../src/testing/table';

/** For the tables whose first cell names the case. */
const named = (_case: string, input: string) => colorMarkupToHtml(input);

describe('colorMarkupToHtml', () => {
  itAnswers(
    colorMarkupToHtml,
    [
      ['[color=red]Khuyến mãi[/color]', '<span style="color:red">Khuyến mãi</span>'],
      ['[color=#f00]a[/color]', '<span style="color:#f00">a</span>'],
      ['[color=#FF0000]a[/color]', '<span style="color:#ff0000">a</span>'],
      ['[color=rgb(255, 0, 0)]a[/color]', '<span style="color:rgb(255, 0, 0)">a</span>'],
      ['[COLOR=Blue]a[/COLOR]', '<span style="color:blue">a</span>'],
      ['Giá [color=red]99k[/color] chỉ hôm nay', 'Giá <span style="color:red">99k</span> chỉ hôm nay'],
      ['[color=red]a[/color] và [color=blue]b[/color]', '<span style="color:red">a</span> và <span style="color:blue">b</span>'],
      ['[color=red]a [color=blue]b[/color] c[/color]', '<span style="color:red">a <span style="color:blue">b</span> c</span>'],
      ['[color=red]dòng 1\ndòng 2[/color]', '<span style="color:red">dòng 1\ndòng 2</span>'],
      ['[color=red][/color]', '<span style="color:red"></span>'],
    ],
    '%p → %p',
  );

  itAnswers(
    colorMarkupToHtml,
    [
      ['plain text with <b>tags</b> & "quotes"', 'plain text with &lt;b&gt;tags&lt;/b&gt; &amp; &quot;quotes&quot;'],
      ['[color=red]<img src=x onerror=alert(1)>[/color]', '<span style="color:red">&lt;img src=x onerror=alert(1)&gt;</span>'],
      ["it's", 'it&#39;s'],
    ],
    'escapes everything that is not colour markup: %p',
  );

  itAnswers(
    named,
    [
      ['an unknown name', '[color=bluish]a[/color]', '[color=bluish]a[/color]'],
      ['a CSS injection', '[color=red;background:url(javascript:alert(1))]a[/color]', '[color=red;background:url(javascript:alert(1))]a[/color]'],
      ['an attribute breakout', '[color=red" onmouseover="alert(1)]a[/color]', '[color=red&quot; onmouseover=&quot;alert(1)]a[/color]'],
      ['a 4-digit hex', '[color=#ff00]a[/color]', '[color=#ff00]a[/color]'],
      ['rgb out of range', '[color=rgb(300,0,0)]a[/color]', '[color=rgb(300,0,0)]a[/color]'],
      ['rgba', '[color=rgba(0,0,0,0.5)]a[/color]', '[color=rgba(0,0,0,0.5)]a[/color]'],
      ['an empty colour', '[color=]a[/color]', '[color=]a[/color]'],
      ['expression()', '[color=expression(alert(1))]a[/color]', '[color=expression(alert(1))]a[/color]'],
    ],
    'leaves the markup as text for %s',
  );

  itAnswers(
    named,
    [
      ['an unclosed opener', '[color=red]a', '[color=red]a'],
      ['a stray closer', 'a[/color]', 'a[/color]'],
      ['a closer before the opener', '[/color]a[color=red]', '[/color]a[color=red]'],
      [
        'an invalid opener wrapping a valid one',
        '[color=nope]a [color=red]b[/color][/color]',
        '[color=nope]a <span style="color:red">b</span>[/color]',
      ],
    ],
    'keeps %s as text',
  );

  itAnswers(
    colorMarkupToHtml,
    [
      ['', ''],
      [null, ''],
      [undefined, ''],
    ],
    'returns "" for %p',
  );
});

describe('isCssColor', () => {
  itAnswers(
    isCssColor,
    [
      ['#abc', true],
      ['#AABBCC', true],
      ['rgb(0,0,0)', true],
      [' red ', true],
      ['Navy', true],
      ['#abcd', false],
      ['#ggg', false],
      ['rgb(0,0)', false],
      ['rgb(256,0,0)', false],
      ['transparent', false],
      ['url(x)', false],
    ],
    '%p → %s',
  );
});
