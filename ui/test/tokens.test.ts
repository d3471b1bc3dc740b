import fs from 'node:fs';
import path from 'node:path';
import { breakpoints, colors, cssVar, fontFamily, fontSize, motion, radius, space } from '../src/tokens';

const css = fs.readFileSync(path.join(__dirname, '../src/styles/tokens.css'), 'utf8');
const cssValue = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('design tokens', () => {
  it('are the same values in CSS and in TypeScript', () => {
    for (const [name, value] of Object.entries(colors)) expect([name, cssValue(cssVar(name as keyof typeof colors))]).toEqual([name, value]);
    for (const [step, value] of Object.entries(space)) expect(cssValue(`--space-${step}`)).toBe(value);
    for (const [step, value] of Object.entries(fontSize)) expect(cssValue(`--font-${step}`)).toBe(value);
    expect(cssValue('--font-sans')).toBe(fontFamily.sans);
    expect(cssValue('--radius')).toBe(radius.md);
    expect(cssValue('--anim')).toBe(motion.base);
    expect(breakpoints.tablet).toBeLessThan(breakpoints.desktop);
  });

  it.each([
    ['text', 'surface'],
    ['text', 'bg'],
    ['muted', 'surface'],
    ['muted', 'bg'],
    ['primary', 'surface'],
    ['primary', 'bg'],
    ['accent', 'surface'],
    ['danger', 'surface'],
    ['success', 'surface'],
  ] as const)('%s text on %s meets 4.5:1', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['primary', 'primaryDark', 'accent', 'success', 'danger'] as const)('white text on a %s fill meets 4.5:1', (fill) => {
    expect(contrast('#ffffff', colors[fill])).toBeGreaterThanOrEqual(4.5);
  });

  it('non-text marks (star glyphs) meet 3:1 on the surface', () => {
    expect(contrast(colors.star, colors.surface)).toBeGreaterThanOrEqual(3);
  });

  it('the ratio is computed right (black on white is 21:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
