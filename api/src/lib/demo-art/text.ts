import fs from 'node:fs';
import path from 'node:path';
import { parse, type Font, type Glyph, type Path } from 'opentype.js';

/**
 * Text of the demo artwork as outlines (SVG paths), drawn from Be Vietnam Pro (@fontsource/be-vietnam-pro,
 * SIL OFL, a typeface made for Vietnamese). Outlines, not <text>: the picture is the same on any machine,
 * whatever fonts librsvg finds there (the API's Docker image has none), and every diacritic is exact. The
 * measurements also give line wrapping.
 *
 * Fontsource splits the face into subsets by Unicode range; a character takes the subset whose range holds it.
 */
export type Weight = 400 | 500 | 600 | 700 | 800;

/** Unicode ranges of fontsource's subsets (its CSS `unicode-range`), as [first, last] code points. */
const VIETNAMESE: Array<[number, number]> = [
  [0x102, 0x103],
  [0x110, 0x111],
  [0x128, 0x129],
  [0x168, 0x169],
  [0x1a0, 0x1a1],
  [0x1af, 0x1b0],
  [0x300, 0x301],
  [0x303, 0x304],
  [0x308, 0x309],
  [0x323, 0x323],
  [0x329, 0x329],
  [0x1ea0, 0x1ef9],
  [0x20ab, 0x20ab],
];
const LATIN: Array<[number, number]> = [
  [0x0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x2000, 0x206f],
  [0x2074, 0x2074],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
const within = (ch: string, ranges: Array<[number, number]>) => {
  const c = ch.codePointAt(0) ?? 0;
  return ranges.some(([a, b]) => c >= a && c <= b);
};

const FONT_DIR = path.join(path.dirname(require.resolve('@fontsource/be-vietnam-pro/package.json')), 'files');
const faces = new Map<string, Font>();

function face(subset: 'latin' | 'latin-ext' | 'vietnamese', weight: Weight): Font {
  const key = `${subset}-${weight}`;
  let font = faces.get(key);
  if (!font) {
    const buf = fs.readFileSync(path.join(FONT_DIR, `be-vietnam-pro-${subset}-${weight}-normal.woff`));
    font = parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer);
    faces.set(key, font);
  }
  return font;
}

function fontFor(ch: string, weight: Weight): Font {
  if (within(ch, VIETNAMESE)) return face('vietnamese', weight);
  if (within(ch, LATIN)) return face('latin', weight);
  return face('latin-ext', weight);
}

const n = (v: number | undefined) => String(Math.round((v ?? 0) * 10) / 10);

/** Path data with one decimal (opentype.js's own toPathData rounds some values to NaN). */
function pathData(p: Path): string {
  return p.commands
    .map((c) => {
      switch (c.type) {
        case 'M':
        case 'L':
          return `${c.type}${n(c.x)} ${n(c.y)}`;
        case 'Q':
          return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
        case 'C':
          return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
        default:
          return 'Z';
      }
    })
    .join('');
}

interface Placed {
  font: Font;
  glyph: Glyph;
  ch: string;
}

function glyphs(text: string, weight: Weight): Placed[] {
  return [...text.normalize('NFC')].map((ch) => {
    const font = fontFor(ch, weight);
    return { font, glyph: font.charToGlyph(ch), ch };
  });
}

export interface TextStyle {
  size: number;
  weight: Weight;
  /** Extra space between letters, in em (0.08 for small capitals labels). */
  tracking?: number;
}

/** Width of one line in px. */
export function measure(text: string, style: TextStyle): number {
  const list = glyphs(text, style.weight);
  let w = 0;
  list.forEach((g, i) => {
    w += ((g.glyph.advanceWidth ?? 0) / g.font.unitsPerEm) * style.size + (style.tracking ?? 0) * style.size;
    const next = list[i + 1];
    if (next && next.font === g.font) w += (g.font.getKerningValue(g.glyph, next.glyph) / g.font.unitsPerEm) * style.size;
  });
  return w - (list.length ? (style.tracking ?? 0) * style.size : 0);
}

/** One line as path data, its baseline starting at (x, y); `anchor` as SVG's text-anchor. */
export function textPath(text: string, x: number, y: number, style: TextStyle, anchor: 'start' | 'middle' | 'end' = 'start'): string {
  const width = measure(text, style);
  let cx = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  const list = glyphs(text, style.weight);
  let d = '';
  list.forEach((g, i) => {
    if (g.ch.trim()) d += pathData(g.glyph.getPath(cx, y, style.size));
    cx += ((g.glyph.advanceWidth ?? 0) / g.font.unitsPerEm) * style.size + (style.tracking ?? 0) * style.size;
    const next = list[i + 1];
    if (next && next.font === g.font) cx += (g.font.getKerningValue(g.glyph, next.glyph) / g.font.unitsPerEm) * style.size;
  });
  return d;
}

/**
 * Words into at most `maxLines` lines no wider than `maxWidth`; the last line ends with '…' when the text
 * did not fit. A word longer than a line stays whole (titles here have none).
 */
export function wrap(text: string, style: TextStyle, maxWidth: number, maxLines: number): string[] {
  const words = text.normalize('NFC').split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let i = 0;
  for (; i < words.length; i++) {
    const next = line ? `${line} ${words[i]}` : words[i]!;
    if (!line || measure(next, style) <= maxWidth) {
      line = next;
      continue;
    }
    lines.push(line);
    line = words[i]!;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && line) {
    lines.push(line);
    line = '';
    i = words.length;
  }
  if (i < words.length || line) {
    let last = lines[maxLines - 1]!;
    while (last.includes(' ') && measure(`${last}…`, style) > maxWidth) last = last.slice(0, last.lastIndexOf(' '));
    lines[maxLines - 1] = `${last.replace(/[,:;–-]$/, '').trimEnd()}…`;
  }
  return lines;
}

/**
 * As wrap, with lines of even length: the narrowest width that needs no more lines (no lone last word,
 * as a designer would set a headline).
 */
export function balance(text: string, style: TextStyle, maxWidth: number, maxLines: number): string[] {
  const lines = wrap(text, style, maxWidth, maxLines);
  if (lines.length < 2 || lines.at(-1)!.endsWith('…')) return lines;
  let lo = maxWidth / lines.length;
  let hi = maxWidth;
  while (hi - lo > 2) {
    const mid = (lo + hi) / 2;
    const tried = wrap(text, style, mid, maxLines);
    if (tried.length === lines.length && !tried.at(-1)!.endsWith('…')) hi = mid;
    else lo = mid;
  }
  return wrap(text, style, hi, maxLines);
}

/** Largest size from `sizes` at which the text fits in `maxLines` lines of `maxWidth`, and those lines (balanced). */
export function fit(text: string, weight: Weight, sizes: number[], maxWidth: number, maxLines: number): { size: number; lines: string[] } {
  for (const size of sizes) {
    const lines = wrap(text, { size, weight }, maxWidth, maxLines);
    if (!lines.at(-1)!.endsWith('…')) return { size, lines: balance(text, { size, weight }, maxWidth, maxLines) };
  }
  const size = sizes.at(-1)!;
  return { size, lines: wrap(text, { size, weight }, maxWidth, maxLines) };
}
