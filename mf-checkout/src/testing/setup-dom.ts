/**
 * Import first in DOM tests that render components:
 * - React's act() wants to be told it runs in a test;
 * - the root jest config has no mapping for `.css` imports (style-loader handles them in webpack),
 *   so every stylesheet of this remote is stubbed here. Harmless once the config maps them itself.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

for (const file of cssFiles(join(__dirname, '..'))) jest.mock(file, () => ({}));

// jsdom implements scrolling as a logged "not implemented" error.
if (typeof window !== 'undefined') window.scrollTo = () => {};
