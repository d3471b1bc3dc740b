import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, TestInfo } from '@playwright/test';

/**
 * Pixel baselines are only comparable on the renderer that made them: the same Chromium major version
 * and the same fonts. The baselines carry that fingerprint (renderer.json, written by
 * `pnpm test:visual:update`); on another renderer the comparisons are skipped with a message saying how
 * to refresh them, instead of failing on anti-aliasing. (The suite's liveness test makes its own
 * baseline, so it runs anywhere.) Only the major version counts: Debian ships security updates of one
 * major (156.0.8078.79 → .108) that render these pages to the same pixels (measured: the .79 baselines
 * held on .108), and a fingerprint on the full build number skipped the whole suite after each update.
 */
const FILE = path.join(__dirname, '__screenshots__', 'renderer.json');

export function rendererOf(browser: Browser): { chromium: string; fonts: string } {
  let fonts = '';
  try {
    fonts = execFileSync('fc-list', [':', 'family', 'style'], { encoding: 'utf8' }).split('\n').sort().join('\n');
  } catch {
    fonts = 'fc-list unavailable';
  }
  return { chromium: chromiumMajor(browser.version()), fonts: createHash('sha256').update(fonts).digest('hex').slice(0, 16) };
}

/** "156.0.8078.108" → "156" (a baseline written before this rule holds the full version). */
export function chromiumMajor(version: string): string {
  return version.split('.')[0] ?? version;
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
  const made = fs.existsSync(FILE) ? (JSON.parse(fs.readFileSync(FILE, 'utf8')) as { chromium: string; fonts: string }) : null;
  const same = made !== null && chromiumMajor(made.chromium) === here.chromium && made.fonts === here.fonts;
  skip(
    !same,
    `baselines were made on Chromium ${made?.chromium ?? '?'} (fonts ${made?.fonts ?? '?'}), this machine has ${here.chromium} (fonts ${here.fonts}): run pnpm test:visual:update here`,
  );
}
