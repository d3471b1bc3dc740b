import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@edu/shared/platform';
import { ROOT } from '../src/paths';

/**
 * CSS that cannot collide between packages deployed at different times: every rule a package writes is
 * scoped by one of its own prefixed classes (`.cat-card .btn` is fine, a bare `.btn` or `.co-x, .title`
 * is not), and only the design system writes `ui-` classes. Stylesheets are global once loaded, so this
 * is what keeps a remote's styles from leaking into another area.
 */
const PREFIXES: Record<string, string> = {
  ui: 'ui-',
  shell: 'sh-',
  'mf-catalogue': 'cat-',
  'mf-account': 'acc-',
  'mf-checkout': 'co-',
  'mf-learning': 'ln-',
  'mf-content': 'ct-',
};

const cssFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? cssFiles(full) : e.name.endsWith('.css') ? [full] : [];
  });

/** The selectors of style rules (not @-rules, not keyframe steps) in a stylesheet. */
function selectorsOf(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const out: string[] = [];
  const stack: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '{') {
      const prelude = text.slice(start, i).trim();
      const inKeyframes = stack.some((p) => p.startsWith('@keyframes'));
      if (!prelude.startsWith('@') && !inKeyframes)
        out.push(
          ...prelude
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        );
      stack.push(prelude);
      start = i + 1;
    } else if (ch === '}') {
      stack.pop();
      start = i + 1;
    } else if (ch === ';' && stack.length === 0) {
      start = i + 1;
    }
  }
  return out;
}

const classesOf = (selector: string) => [...selector.matchAll(/\.(-?[a-zA-Z_][\w-]*)/g)].map((m) => m[1]!);

/** A package's rule must carry one of its own prefixed classes (styling ui- classes inside it is fine). */
const isScoped = (selector: string, pkg: string) => classesOf(selector).some((c) => c.startsWith(PREFIXES[pkg]!));

/** Selectors of a package that break the rule, with the file they are in. */
function offenders(pkg: string): string[] {
  return cssFiles(path.join(ROOT, pkg, 'src')).flatMap((file) =>
    selectorsOf(fs.readFileSync(file, 'utf8'))
      .filter((selector) => !isScoped(selector, pkg))
      .map((selector) => `${path.relative(ROOT, file)}: ${selector}`),
  );
}

describe('CSS scoping', () => {
  it('knows a prefix for every remote in the list', () => {
    for (const r of REMOTES) expect(PREFIXES[r.dir]).toBeDefined();
  });

  it.each(Object.keys(PREFIXES).filter((p) => p !== 'ui'))('%s scopes every rule under its own prefix', (pkg) => {
    expect(offenders(pkg)).toEqual([]);
  });

  it('the design system alone writes ui- classes, and its own rules are ui- or the documented globals', () => {
    const globals = new Set([
      'container',
      'visually-hidden',
      'card',
      'btn',
      'btn-primary',
      'btn-accent',
      'btn-outline',
      'field',
      'input',
      'field-error',
      'skeleton',
    ]);
    const files = cssFiles(path.join(ROOT, 'ui/src'));
    const bad = files.flatMap((file) =>
      selectorsOf(fs.readFileSync(file, 'utf8')).filter((s) => classesOf(s).some((c) => !c.startsWith('ui-') && !globals.has(c))),
    );
    expect(bad).toEqual([]);
  });

  it.each([
    ['.cat-card .btn', 'mf-catalogue', true],
    ['.btn', 'mf-catalogue', false],
    ['main h1', 'mf-catalogue', false],
    ['.cat-x .ui-progress', 'mf-catalogue', true],
    ['.ui-progress', 'mf-catalogue', false],
    ['.co-total, .title', 'mf-checkout', false],
  ])('the rule itself: %s in %s is allowed: %s', (selector, pkg, allowed) => {
    expect(selectorsOf(`${selector} { color: red }`).every((s) => isScoped(s, pkg))).toBe(allowed);
  });

  it('reads selectors, not @-rules or keyframe steps', () => {
    expect(selectorsOf('@layer ds { .a, .b { x: 1 } @media (min-width: 1px) { .c { y: 2 } } } @keyframes k { from { a: 1 } to { a: 2 } }')).toEqual([
      '.a',
      '.b',
      '.c',
    ]);
  });
});
