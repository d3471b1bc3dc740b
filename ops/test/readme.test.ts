import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../src/paths';

/**
 * The README guides (what it is, the two commands, the picture, the recipes, links); the rest lives under docs/.
 * These checks keep it short, keep its links and the docs' links pointing at files that exist, and keep the one
 * start command and the one test command that CI (.ci/run) runs.
 */
const MAX_README_LINES = 300;

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

const markdownFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });

/** Markdown links `[text](target)` and autolinks `<target>` outside code spans and fenced blocks. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  const inline = [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
  const auto = [...prose.matchAll(/<([^>\s]+)>/g)].map((m) => m[1]!).filter((t) => /^[a-z]+:/i.test(t) || t.includes('/'));
  return [...inline, ...auto];
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to dashes. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const headingsOf = (markdown: string) =>
  markdown
    .replace(/^```[\s\S]*?^```/gm, '')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => anchorOf(line.replace(/^#+ /, '')));

/** Relative links of a markdown file that point at no file, and `#anchors` that point at no heading. */
function brokenLinks(file: string): string[] {
  const markdown = read(file);
  return linkTargets(markdown).filter((target) => {
    if (isExternal(target)) return false;
    const [pathPart, anchor] = target.split('#') as [string, string | undefined];
    const resolved = pathPart ? path.posix.join(path.posix.dirname(file), decodeURI(pathPart)) : file;
    if (!fs.existsSync(path.join(ROOT, resolved))) return true;
    if (anchor === undefined || !resolved.endsWith('.md')) return false;
    return !headingsOf(read(resolved)).includes(anchor);
  });
}

/** Lines of the README's fenced code blocks, comments dropped. */
const commandLines = (markdown: string) =>
  [...markdown.matchAll(/^\s*```[a-z]*\n([\s\S]*?)^\s*```/gm)].flatMap((m) => m[1]!.split('\n').map((line) => line.replace(/#.*$/, '').trim()));

describe('the README', () => {
  const readme = read('README.md');

  it(`stays at most ${MAX_README_LINES} lines`, () => {
    expect(readme.split('\n').length - (readme.endsWith('\n') ? 1 : 0)).toBeLessThanOrEqual(MAX_README_LINES);
  });

  it('links only to files and headings that exist', () => {
    expect(linkTargets(readme).filter((t) => !isExternal(t)).length).toBeGreaterThan(0);
    expect(brokenLinks('README.md')).toEqual([]);
  });

  it('gives one command to start the site and one to run every test, and CI runs that test command', () => {
    const lines = commandLines(readme);
    expect(lines.filter((line) => /^pnpm start\b/.test(line))).toEqual(['pnpm start']);
    expect(lines.filter((line) => /^pnpm test\b/.test(line))).toEqual(['pnpm test']);
    const ciCommands = read('.ci/run')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    expect(ciCommands.at(-1)).toBe('pnpm test');
  });
});

describe('docs/', () => {
  it.each(markdownFiles('docs'))('%s links only to files and headings that exist', (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it('has one dated file per decision, each listed in the index', () => {
    const decisions = fs.readdirSync(path.join(ROOT, 'docs/decisions'));
    expect(decisions.length).toBeGreaterThan(0);
    for (const name of decisions) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}-[a-z0-9-]+\.md$/);
    const index = read('docs/README.md');
    expect(decisions.filter((name) => !index.includes(`(decisions/${name})`))).toEqual([]);
  });
});
