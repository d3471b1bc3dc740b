import { ART_KINDS, type ArtKind } from '@edu/shared';
import { motif, star, type Motif } from './motifs';
import { balance, fit, measure, textPath, wrap, type TextStyle } from './text';
import { theme, type Theme } from './themes';

/** What a portrait shows: drawn, never a photo of anyone. */
export interface PortraitSpec {
  seed: number;
  female: boolean;
  glasses: boolean;
}

/** Everything a picture depends on: its hash is taken over this (and the drawing code's version). */
export type ArtSpec =
  | {
      kind: 'course';
      title: string;
      subject: string;
      theme: string;
      teacher: { name: string; title: string; portrait: PortraitSpec };
      combo: boolean;
    }
  | { kind: 'teacher'; portrait: PortraitSpec }
  | { kind: 'banner' | 'panel'; headline: string; sub: string; cta: string; theme: string; motif: Motif }
  | { kind: 'post'; title: string; category: string; theme: string; motif: Motif }
  | { kind: 'promo'; value: string; title: string; note: string; theme: string }
  | { kind: 'subject'; name: string; theme: string };

const BRAND = 'KhoaHoc.vn';

function svg(kind: ArtKind, body: string, defs = ''): string {
  const { width: w, height: h } = ART_KINDS[kind];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

const gradient = (id: string, t: Theme, angle: 'diag' | 'horiz' = 'diag') =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="${angle === 'diag' ? 1 : 0}"><stop offset="0" stop-color="${t.from}"/><stop offset="1" stop-color="${t.to}"/></linearGradient>`;

const dots = (id: string, gap: number, r: number, color: string) =>
  `<pattern id="${id}" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse"><circle cx="${gap / 2}" cy="${gap / 2}" r="${r}" fill="${color}"/></pattern>`;

const path = (d: string, fill: string, extra = '') => (d ? `<path d="${d}" fill="${fill}"${extra}/>` : '');

/** Lines of text, top line's baseline at y, `lead` px apart. */
function lines(
  list: string[],
  x: number,
  y: number,
  style: TextStyle,
  lead: number,
  fill: string,
  anchor: 'start' | 'middle' | 'end' = 'start',
): string {
  return path(list.map((l, i) => textPath(l, x, y + i * lead, style, anchor)).join(''), fill);
}

/** A rounded label ('TOÁN', 'Tin giáo dục'), top-left at (x, y); returns its markup and width. */
function pill(text: string, x: number, y: number, size: number, bg: string, fg: string, upper = true): { svg: string; width: number } {
  const style: TextStyle = { size, weight: 700, tracking: upper ? 0.06 : 0 };
  const label = upper ? text.toLocaleUpperCase('vi') : text;
  const padX = size * 0.9;
  const h = size * 2;
  const width = measure(label, style) + padX * 2;
  return {
    width,
    svg:
      `<rect x="${x}" y="${y}" width="${width.toFixed(1)}" height="${h}" rx="${h / 2}" fill="${bg}"/>` +
      path(textPath(label, x + padX, y + h / 2 + size * 0.36, style), fg),
  };
}

/** The brand: a rounded square with a play mark and the name. */
function brand(x: number, y: number, size: number, fill: string, anchor: 'start' | 'end' = 'end'): string {
  const style: TextStyle = { size, weight: 700 };
  const w = measure(BRAND, style) + size * 1.5;
  const x0 = anchor === 'end' ? x - w : x;
  const s = size * 1.1;
  return (
    `<rect x="${x0}" y="${y - s * 0.85}" width="${s}" height="${s}" rx="${s * 0.28}" fill="${fill}"/>` +
    `<path d="M${x0 + s * 0.38} ${y - s * 0.6}l${s * 0.36} ${s * 0.25}-${s * 0.36} ${s * 0.25}z" fill="#0f172a" opacity=".85"/>` +
    path(textPath(BRAND, x0 + s * 1.35, y, style), fill)
  );
}

// ─── portraits ───────────────────────────────────────────────────────────────────────────────────────────

const SKIN = ['#f3cfb3', '#e9b995', '#f6d9c2', '#dba47e'];
const HAIR = ['#1c1917', '#292018', '#3b2a1e', '#231a14'];
const SHIRT = ['#2563eb', '#0f766e', '#9333ea', '#dc2626', '#ea580c', '#0891b2', '#4f46e5', '#be185d'];
const BACK = [
  ['#dbeafe', '#bfdbfe'],
  ['#fce7f3', '#fbcfe8'],
  ['#dcfce7', '#bbf7d0'],
  ['#fef3c7', '#fde68a'],
  ['#ede9fe', '#ddd6fe'],
  ['#cffafe', '#a5f3fc'],
] as const;

/** An illustrated head and shoulders in a 320 × 320 box. */
function portraitBody(p: PortraitSpec, idPrefix: string): { defs: string; body: string } {
  const skin = SKIN[p.seed % SKIN.length]!;
  const hair = HAIR[(p.seed * 3) % HAIR.length]!;
  const shirt = SHIRT[(p.seed * 5) % SHIRT.length]!;
  const [b1, b2] = BACK[p.seed % BACK.length]!;
  const defs = `<linearGradient id="${idPrefix}bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${b1}"/><stop offset="1" stop-color="${b2}"/></linearGradient>`;
  const longHair = p.female ? `<path d="M96 160c-6-70 26-108 64-108s72 36 64 110c-2 40 8 70 18 92H80c10-24 18-54 16-94z" fill="${hair}"/>` : '';
  const shoulders =
    `<path d="M46 320c0-62 44-92 114-92s114 30 114 92z" fill="${shirt}"/>` +
    (p.female
      ? `<path d="M128 230c8 22 56 22 64 0" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="6" stroke-linecap="round"/>`
      : `<path d="M130 228l30 40 30-40" fill="#fff" opacity=".9"/><path d="M154 262h12l-2 58h-8z" fill="#1e293b" opacity=".75"/>`);
  const neck = `<path d="M138 190h44v44c0 12-44 12-44 0z" fill="${skin}"/><path d="M138 206c14 8 30 8 44 0v-8h-44z" fill="#000" opacity=".08"/>`;
  const head =
    `<ellipse cx="104" cy="156" rx="10" ry="14" fill="${skin}"/><ellipse cx="216" cy="156" rx="10" ry="14" fill="${skin}"/>` +
    `<ellipse cx="160" cy="146" rx="56" ry="64" fill="${skin}"/>`;
  const topHair = p.female
    ? `<path d="M102 150c0-52 26-86 60-86 36 0 60 30 58 84-20-6-44-26-54-48-12 26-36 44-64 50z" fill="${hair}"/>`
    : p.seed % 2
      ? `<path d="M102 144c-6-54 24-86 60-86s64 26 58 86c-6-20-12-34-20-40-24 8-58 8-84-2-8 10-12 24-14 42z" fill="${hair}"/>`
      : `<path d="M104 140c-4-48 22-80 58-80 38 0 62 30 54 80-4-16-10-28-18-34-16 14-52 18-82 10-6 6-10 14-12 24z" fill="${hair}"/>`;
  const face =
    `<path d="M132 140q10-7 20 0M168 140q10-7 20 0" fill="none" stroke="${hair}" stroke-width="4" stroke-linecap="round"/>` +
    `<ellipse cx="142" cy="156" rx="5" ry="6" fill="#1f2937"/><ellipse cx="178" cy="156" rx="5" ry="6" fill="#1f2937"/>` +
    `<path d="M158 166q2 10-4 14" fill="none" stroke="#000" stroke-opacity=".15" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M144 188q16 14 32 0" fill="none" stroke="#9f1239" stroke-width="4" stroke-linecap="round"/>` +
    (p.female ? `<circle cx="128" cy="176" r="9" fill="#fb7185" opacity=".25"/><circle cx="192" cy="176" r="9" fill="#fb7185" opacity=".25"/>` : '') +
    (p.glasses
      ? `<g fill="none" stroke="#1f2937" stroke-width="3.5"><rect x="124" y="142" width="34" height="26" rx="9"/><rect x="162" y="142" width="34" height="26" rx="9"/><path d="M158 152h4M124 150l-18-4M196 150l18-4"/></g>`
      : '');
  return {
    defs,
    body:
      `<rect width="320" height="320" fill="url(#${idPrefix}bg)"/><circle cx="262" cy="62" r="34" fill="#fff" opacity=".45"/>` +
      longHair +
      shoulders +
      neck +
      head +
      topHair +
      face,
  };
}

function teacherArt(p: PortraitSpec): string {
  const { defs, body } = portraitBody(p, 'p');
  return svg('teacher', body, defs);
}

// ─── course thumbnail (640 × 360) ───────────────────────────────────────────────────────────────────────

function courseArt(s: Extract<ArtSpec, { kind: 'course' }>): string {
  const t = theme(s.theme);
  const defs =
    gradient('bg', t) +
    dots('dots', 18, 1.6, '#ffffff') +
    portraitBody(s.teacher.portrait, 't').defs +
    `<clipPath id="avatar"><circle cx="70" cy="306" r="30"/></clipPath>`;
  const label = pill(s.subject, 40, 30, 15, t.accent, t.onAccent);
  const combo = s.combo ? pill('Combo', 40 + label.width + 8, 30, 15, '#ffffff', t.from).svg : '';
  const title = fit(s.title, 800, [42, 38, 34, 30], 380, 3);
  const lead = title.size * 1.18;
  const blockTop = 88 + (3 - title.lines.length) * lead * 0.45;
  const name = wrap(s.teacher.name, { size: 21, weight: 700 }, 260, 1);
  const role = wrap(s.teacher.title, { size: 15, weight: 500 }, 260, 1);
  const body =
    `<rect width="640" height="360" fill="url(#bg)"/>` +
    `<rect x="0" y="0" width="300" height="150" fill="url(#dots)" opacity=".12"/>` +
    `<circle cx="548" cy="150" r="178" fill="#fff" opacity=".07"/><circle cx="548" cy="150" r="118" fill="#fff" opacity=".07"/>` +
    `<circle cx="616" cy="332" r="70" fill="${t.accent}" opacity=".16"/>` +
    `<g transform="translate(448 62) scale(1.8)">${motif(t.motif, '#ffffff', t.accent)}</g>` +
    label.svg +
    combo +
    lines(title.lines, 40, blockTop + title.size, { size: title.size, weight: 800 }, lead, '#ffffff') +
    `<rect x="40" y="${blockTop + title.lines.length * lead + 14}" width="56" height="5" rx="2.5" fill="${t.accent}"/>` +
    `<circle cx="70" cy="306" r="33" fill="#fff" opacity=".9"/>` +
    `<g clip-path="url(#avatar)"><g transform="translate(40 276) scale(0.1875)">${portraitBody(s.teacher.portrait, 't').body}</g></g>` +
    lines(name, 114, 301, { size: 21, weight: 700 }, 0, '#ffffff') +
    lines(role, 114, 324, { size: 15, weight: 500 }, 0, '#ffffff', 'start').replace('<path ', '<path opacity=".85" ') +
    brand(608, 328, 16, '#ffffff');
  return svg('course', body, defs);
}

// ─── banners (1200 × 400 and 800 × 300) ─────────────────────────────────────────────────────────────────

function bannerArt(s: Extract<ArtSpec, { kind: 'banner' | 'panel' }>): string {
  const t = theme(s.theme);
  const wide = s.kind === 'banner';
  const k = wide ? 1 : 0.75;
  const W = wide ? 1200 : 800;
  const H = wide ? 400 : 300;
  const pad = 72 * k;
  const textWidth = wide ? 600 : 430;
  const head = fit(s.headline, 800, wide ? [60, 54, 48, 42] : [44, 40, 36, 32], textWidth, 2);
  const sub = balance(s.sub, { size: 24 * k, weight: 500 }, textWidth + 40 * k, 2);
  const headTop = H / 2 - (head.lines.length * head.size * 1.15 + sub.length * 32 * k + 70 * k) / 2;
  const subTop = headTop + head.lines.length * head.size * 1.15 + 14 * k;
  const ctaStyle: TextStyle = { size: 19 * k, weight: 700 };
  const ctaW = measure(s.cta, ctaStyle) + 64 * k;
  const ctaY = subTop + sub.length * 32 * k + 12 * k;
  const cx = W - (wide ? 260 : 170);
  const cy = H / 2;
  const defs =
    gradient('bg', t, 'horiz') +
    dots('dots', 22 * k, 2 * k, '#ffffff') +
    `<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e2e8f0"/></linearGradient>`;
  // the illustration: a lesson playing on a screen, a rating card and the subject's motif
  const sw = 300 * k;
  const sh = 190 * k;
  const sx = cx - sw / 2;
  const sy = cy - sh / 2 - 10 * k;
  const illustration =
    `<circle cx="${cx}" cy="${cy}" r="${170 * k}" fill="#fff" opacity=".1"/><circle cx="${cx}" cy="${cy}" r="${120 * k}" fill="#fff" opacity=".08"/>` +
    `<rect x="${sx + 8 * k}" y="${sy + 12 * k}" width="${sw}" height="${sh}" rx="${14 * k}" fill="#000" opacity=".18"/>` +
    `<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="${14 * k}" fill="url(#screen)"/>` +
    `<rect x="${sx + 14 * k}" y="${sy + 14 * k}" width="${sw - 28 * k}" height="${sh - 56 * k}" rx="${8 * k}" fill="${t.from}"/>` +
    `<g transform="translate(${sx + 22 * k} ${sy + 20 * k}) scale(${0.95 * k})" opacity=".9">${motif(t.motif, '#ffffff', t.accent)}</g>` +
    `<circle cx="${sx + sw * 0.64}" cy="${sy + (sh - 42 * k) / 2}" r="${26 * k}" fill="${t.accent}"/>` +
    `<path d="M${sx + sw * 0.64 - 8 * k} ${sy + (sh - 42 * k) / 2 - 12 * k}l${22 * k} ${12 * k}-${22 * k} ${12 * k}z" fill="${t.onAccent}"/>` +
    `<rect x="${sx + 14 * k}" y="${sy + sh - 30 * k}" width="${sw - 28 * k}" height="${6 * k}" rx="${3 * k}" fill="#cbd5e1"/>` +
    `<rect x="${sx + 14 * k}" y="${sy + sh - 30 * k}" width="${(sw - 28 * k) * 0.62}" height="${6 * k}" rx="${3 * k}" fill="${t.to}"/>` +
    `<rect x="${cx - 40 * k}" y="${sy + sh}" width="${80 * k}" height="${18 * k}" fill="#e2e8f0"/><rect x="${cx - 90 * k}" y="${sy + sh + 16 * k}" width="${180 * k}" height="${8 * k}" rx="${4 * k}" fill="#e2e8f0"/>` +
    // rating card
    `<rect x="${sx - 60 * k}" y="${sy + sh - 40 * k}" width="${150 * k}" height="${54 * k}" rx="${12 * k}" fill="#fff"/>` +
    [0, 1, 2, 3, 4].map((i) => star(sx - 40 * k + i * 20 * k, sy + sh - 20 * k, 8 * k, '#f59e0b')).join('') +
    path(textPath('4,9 · 12.500 học viên', sx - 46 * k, sy + sh + 2 * k, { size: 11 * k, weight: 600 }), '#334155') +
    // certificate chip
    `<rect x="${sx + sw - 50 * k}" y="${sy - 26 * k}" width="${96 * k}" height="${44 * k}" rx="${10 * k}" fill="${t.accent}"/>` +
    `<g transform="translate(${sx + sw - 42 * k} ${sy - 20 * k}) scale(${0.32 * k})">${motif('cap', t.onAccent, t.onAccent)}</g>` +
    path(textPath('Chứng chỉ', sx + sw - 8 * k, sy + 2 * k, { size: 10 * k, weight: 700 }), t.onAccent);
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<rect x="0" y="0" width="${W * 0.45}" height="${H}" fill="url(#dots)" opacity=".08"/>` +
    `<circle cx="${W * 0.52}" cy="${H + 40 * k}" r="${140 * k}" fill="${t.accent}" opacity=".14"/>` +
    illustration +
    lines(head.lines, pad, headTop + head.size, { size: head.size, weight: 800 }, head.size * 1.15, '#ffffff') +
    lines(sub, pad, subTop + 24 * k, { size: 24 * k, weight: 500 }, 32 * k, '#ffffff').replace('<path ', '<path opacity=".92" ') +
    `<rect x="${pad}" y="${ctaY}" width="${ctaW}" height="${50 * k}" rx="${25 * k}" fill="${t.accent}"/>` +
    path(textPath(s.cta, pad + 32 * k, ctaY + 32 * k, ctaStyle), t.onAccent) +
    brand(W - 28 * k, H - 24 * k, 15 * k, '#ffffff');
  return svg(s.kind, body, defs);
}

// ─── news picture (640 × 360) ───────────────────────────────────────────────────────────────────────────

function postArt(s: Extract<ArtSpec, { kind: 'post' }>): string {
  const t = theme(s.theme);
  const defs =
    gradient('bg', t) +
    dots('dots', 16, 1.4, '#ffffff') +
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></linearGradient>`;
  const title = fit(s.title, 800, [34, 31, 28, 25], 540, 3);
  const lead = title.size * 1.2;
  const top = 306 - title.lines.length * lead;
  const label = pill(s.category, 40, top - 46, 13, t.accent, t.onAccent);
  const body =
    `<rect width="640" height="360" fill="url(#bg)"/><rect x="300" y="0" width="340" height="200" fill="url(#dots)" opacity=".14"/>` +
    `<circle cx="520" cy="110" r="150" fill="#fff" opacity=".08"/>` +
    `<g transform="translate(430 48) scale(1.6)" opacity=".95">${motif(s.motif, '#ffffff', t.accent)}</g>` +
    `<rect x="0" y="150" width="640" height="210" fill="url(#shade)"/>` +
    label.svg +
    lines(title.lines, 40, top + title.size * 0.95, { size: title.size, weight: 800 }, lead, '#ffffff') +
    brand(40, 68, 15, '#ffffff', 'start');
  return svg('post', body, defs);
}

// ─── promotion (640 × 320) ──────────────────────────────────────────────────────────────────────────────

function promoArt(s: Extract<ArtSpec, { kind: 'promo' }>): string {
  const t = theme(s.theme);
  const defs = gradient('bg', t) + dots('dots', 18, 1.6, '#ffffff');
  const valueSize = [104, 92, 80, 68, 56].find((size) => measure(s.value, { size, weight: 800 }) <= 240) ?? 56;
  const value = { size: valueSize, lines: [s.value] };
  const title = fit(s.title, 700, [26, 23, 20], 290, 3);
  const note = balance(s.note, { size: 15, weight: 500 }, 290, 2);
  const body =
    `<rect width="640" height="320" fill="url(#bg)"/><rect width="300" height="320" fill="url(#dots)" opacity=".1"/>` +
    `<circle cx="150" cy="160" r="124" fill="#fff" opacity=".1"/>` +
    lines(value.lines, 150, 160 + value.size * 0.36, { size: value.size, weight: 800 }, 0, t.accent, 'middle') +
    path(textPath('ƯU ĐÃI', 150, 90, { size: 16, weight: 700, tracking: 0.2 }, 'middle'), '#ffffff') +
    `<path d="M310 24v272" stroke="#fff" stroke-opacity=".6" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round"/>` +
    `<circle cx="310" cy="0" r="18" fill="#fff"/><circle cx="310" cy="320" r="18" fill="#fff"/>` +
    lines(title.lines, 340, 96, { size: title.size, weight: 700 }, title.size * 1.25, '#ffffff') +
    lines(note, 340, 96 + title.lines.length * title.size * 1.25 + 18, { size: 15, weight: 500 }, 22, '#ffffff').replace(
      '<path ',
      '<path opacity=".85" ',
    ) +
    brand(604, 296, 13, '#ffffff');
  return svg('promo', body, defs);
}

// ─── subject tile (320 × 200) ───────────────────────────────────────────────────────────────────────────

function subjectArt(s: Extract<ArtSpec, { kind: 'subject' }>): string {
  const t = theme(s.theme);
  const name = fit(s.name, 800, [26, 22, 19], 180, 2);
  const body =
    `<rect width="320" height="200" fill="url(#bg)"/><circle cx="260" cy="90" r="92" fill="#fff" opacity=".1"/>` +
    `<g transform="translate(200 40) scale(1.05)">${motif(t.motif, '#ffffff', t.accent)}</g>` +
    lines(name.lines, 24, 200 - 28 - (name.lines.length - 1) * name.size * 1.15, { size: name.size, weight: 800 }, name.size * 1.15, '#ffffff');
  return svg('subject', body, gradient('bg', t));
}

/** The picture as SVG (text already outlines: no font is needed to draw it). */
export function composeArt(spec: ArtSpec): string {
  switch (spec.kind) {
    case 'course':
      return courseArt(spec);
    case 'teacher':
      return teacherArt(spec.portrait);
    case 'banner':
    case 'panel':
      return bannerArt(spec);
    case 'post':
      return postArt(spec);
    case 'promo':
      return promoArt(spec);
    case 'subject':
      return subjectArt(spec);
  }
}
