import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';

/**
 * Pixel baselines are only comparable on the renderer that made them: the same Chromium major version
 * and the same fonts — the fonts the pages draw with, not every font the machine has. The pages are set in
 * the self-hosted Be Vietnam Pro (@edu/ui's fonts.css), so what counts is its package version and files,
 * then the local fonts that still draw something: the metric-matched fallback faces' local() fonts (they
 * come first for a character the web font lacks), `monospace`, and the system font fontconfig picks for each
 * character in FALLBACK_CHARS (on Debian all of them are fonts-dejavu-core, which .ci/run installs).
 * The baselines carry that fingerprint (renderer.json, written by `pnpm test:visual:update`); on another
 * renderer the comparisons are skipped with a message naming what differs. (The suite's liveness test
 * makes its own baseline, so it runs anywhere.) Only the major version counts: Debian ships security
 * updates of one major (156.0.8078.79 → .108) that render these pages to the same pixels.
 */
const FILE = path.join(__dirname, '__screenshots__', 'renderer.json');
const UI = path.resolve(__dirname, '../../../ui');
const FONTS_CSS = fs.readFileSync(path.join(UI, 'src/styles/fonts.css'), 'utf8');

/**
 * Characters the compared pages draw that the web font's two subsets do not have, so a local font draws
 * them: on this Debian, DejaVu Sans (CDP CSS.getPlatformFontsForNode on the five pages found no other system
 * font but DejaVu Sans Mono for the catalogue's token names). Each visual test checks its page has no other
 * (expectKnownFallbacks), so a new one is added here rather than compared against a font left out.
 */
export const FALLBACK_CHARS = ['★', '♡', '✓'];

/** The web font's unicode ranges, from fonts.css: [first, last] code points. */
export const WEB_FONT_RANGES: [number, number][] = [...FONTS_CSS.matchAll(/unicode-range:([^;]+);/g)].flatMap((m) =>
  m[1]!.split(',').map((r) => {
    const [a, b] = r.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(a!, 16), parseInt(b ?? a!, 16)] as [number, number];
  }),
);

const digest = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);
const fileDigest = (file: string) => `${path.basename(file)}#${digest(fs.readFileSync(file))}`;

function fc(tool: 'fc-list' | 'fc-match', args: string[]): string[] {
  try {
    return execFileSync(tool, args, { encoding: 'utf8' }).split('\n').filter(Boolean).sort();
  } catch {
    return [`${tool} unavailable`];
  }
}

/** fontconfig pattern value: its separators escaped. */
const fcValue = (s: string) => s.replace(/([\\:,=-])/g, '\\$1');

/** What the pages' text is drawn with on this machine, entry by entry. */
export function fontsInUse(): Record<string, string> {
  const pkg = JSON.parse(fs.readFileSync(require.resolve('@fontsource/be-vietnam-pro/package.json', { paths: [UI] }), 'utf8')) as { version: string };
  const files = [...FONTS_CSS.matchAll(/url\('(@fontsource\/[^']+)'\)/g)].map((m) => require.resolve(m[1]!, { paths: [UI] }));
  const used: Record<string, string> = { 'web font': `@fontsource/be-vietnam-pro@${pkg.version}: ${files.map(fileDigest).join(' ')}` };
  // local() matches a font's full or PostScript name exactly (no fontconfig aliases)
  for (const [, name] of FONTS_CSS.matchAll(/local\('([^']+)'\)/g)) {
    const found = [...fc('fc-list', [`:fullname=${fcValue(name!)}`, 'file']), ...fc('fc-list', [`:postscriptname=${fcValue(name!)}`, 'file'])];
    const hits = [...new Set(found.map((l) => l.replace(/:\s*$/, '')))].filter((f) => f.startsWith('/'));
    used[`local(${name})`] = hits.length ? hits.map(fileDigest).join(' ') : 'absent';
  }
  const match = (pattern: string) =>
    fc('fc-match', ['-f', '%{file}', pattern])
      .map((f) => (f.startsWith('/') ? fileDigest(f) : f))
      .join(' ');
  used.monospace = match('monospace');
  for (const ch of FALLBACK_CHARS)
    used[`U+${ch.codePointAt(0)!.toString(16).toUpperCase()}`] = match(`sans-serif:lang=vi:charset=${ch.codePointAt(0)!.toString(16)}`);
  return used;
}

interface Renderer {
  chromium: string;
  fonts: string;
  inUse: Record<string, string>;
}

export function rendererOf(browser: Browser): Renderer {
  const inUse = fontsInUse();
  return { chromium: chromiumMajor(browser.version()), fonts: digest(JSON.stringify(inUse)), inUse };
}

/** "156.0.8078.108" → "156" (a baseline written before this rule holds the full version). */
export function chromiumMajor(version: string): string {
  return version.split('.')[0] ?? version;
}

/** The entries of two fingerprints that differ, for the skip message. */
export function differences(made: Partial<Renderer> | null, here: Renderer): string[] {
  if (!made) return ['no renderer.json'];
  const out = chromiumMajor(made.chromium ?? '?') === here.chromium ? [] : [`Chromium ${made.chromium} ≠ ${here.chromium}`];
  const keys = new Set([...Object.keys(made.inUse ?? {}), ...Object.keys(here.inUse)]);
  for (const k of keys) if (made.inUse?.[k] !== here.inUse[k]) out.push(`${k}: ${made.inUse?.[k] ?? '–'} ≠ ${here.inUse[k] ?? '–'}`);
  return out;
}

const updating = (info: TestInfo) => info.config.updateSnapshots === 'all' || info.config.updateSnapshots === 'changed';

/** Call first in a comparing test: records the renderer when updating, skips when it differs. */
export function useBaselineRenderer(browser: Browser, info: TestInfo, skip: (condition: boolean, reason: string) => void): void {
  const here = rendererOf(browser);
  if (updating(info)) {
    fs.mkdirSync(path.dirname(FILE), { recursive: true });
    fs.writeFileSync(FILE, `${JSON.stringify(here, null, 2)}\n`);
    return;
  }
  const made = fs.existsSync(FILE) ? (JSON.parse(fs.readFileSync(FILE, 'utf8')) as Partial<Renderer>) : null;
  const differ = differences(made, here);
  skip(differ.length > 0, `baselines were made on another renderer (${differ.join('; ')}): run pnpm test:visual:update here`);
}

/** The page's text has no character outside the web font's ranges but FALLBACK_CHARS (what the fingerprint covers). */
export async function expectKnownFallbacks(page: Page): Promise<void> {
  const outside = await page.evaluate((ranges) => {
    const covered = (c: number) => ranges.some(([a, b]) => c >= a && c <= b);
    // the text, and what ::before / ::after add (a check mark, a separator)
    const pseudo = [...document.body.querySelectorAll('*')].flatMap((el) => ['::before', '::after'].map((p) => getComputedStyle(el, p).content));
    const text = document.body.innerText + pseudo.filter((c) => c.startsWith('"')).join('');
    return [...new Set([...text].filter((ch) => !/\s/.test(ch) && !covered(ch.codePointAt(0)!)))];
  }, WEB_FONT_RANGES);
  expect(
    outside.filter((ch) => !FALLBACK_CHARS.includes(ch)),
    'characters drawn by a system font the fingerprint does not name: add them to FALLBACK_CHARS',
  ).toEqual([]);
}

/**
 * Opens `url` as a returning visitor sees it: the web font is `font-display: optional` (fonts.css), so on a
 * loaded machine a first visit whose font files come late stays in the fallback, and the baselines are of
 * the page in its font. The first load puts the preloaded files in the browser's cache (immutable), the
 * second draws with them; then the page's first heading is checked to be drawn in Be Vietnam Pro.
 */
export async function openInWebFont(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  expect(
    fonts.map((f) => f.familyName),
    `the heading of ${url} is drawn in the web font`,
  ).toEqual([expect.stringMatching(/^Be Vietnam Pro/)]);
}
