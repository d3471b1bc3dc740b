import { isCssColor } from './css-color';
import { escapeHtml } from './escape-html';

type Token =
  | { kind: 'text'; raw: string }
  | { kind: 'open'; raw: string; color: string | null; closedBy?: number }
  | { kind: 'close'; raw: string; opener?: number };

const TAG = /\[color=([^\]\r\n]{0,64})\]|\[\/color\]/gi;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const m of text.matchAll(TAG)) {
    const index = m.index ?? 0;
    if (index > last) tokens.push({ kind: 'text', raw: text.slice(last, index) });
    if (m[1] !== undefined) tokens.push({ kind: 'open', raw: m[0], color: isCssColor(m[1]) ? m[1].trim().toLowerCase() : null });
    else tokens.push({ kind: 'close', raw: m[0] });
    last = index + m[0].length;
  }
  if (last < text.length) tokens.push({ kind: 'text', raw: text.slice(last) });
  return tokens;
}

/** Pairs each [/color] with the nearest unclosed opener, like brackets. */
function pair(tokens: Token[]): void {
  const stack: number[] = [];
  tokens.forEach((token, i) => {
    if (token.kind === 'open') stack.push(i);
    else if (token.kind === 'close' && stack.length > 0) {
      const opener = stack.pop() as number;
      (tokens[opener] as Extract<Token, { kind: 'open' }>).closedBy = i;
      token.opener = opener;
    }
  });
}

/**
 * `[color=X]text[/color]` → `<span style="color:X">text</span>` (SPEC §5). The input is plain text:
 * everything else is HTML-escaped. Tags nest; a tag with an invalid colour (see isCssColor), an
 * unclosed opener or a stray closer stays visible as escaped text.
 */
export function colorMarkupToHtml(text: string | null | undefined): string {
  if (!text) return '';
  const tokens = tokenize(text);
  pair(tokens);
  return tokens
    .map((token) => {
      if (token.kind === 'open' && token.color && token.closedBy !== undefined) return `<span style="color:${token.color}">`;
      if (token.kind === 'close' && token.opener !== undefined) {
        const opener = tokens[token.opener] as Extract<Token, { kind: 'open' }>;
        if (opener.color) return '</span>';
      }
      return escapeHtml(token.raw);
    })
    .join('');
}
