import { ART_KINDS } from '@edu/shared';
import { composeArt } from '../../src/lib/demo-art/compose';
import { fit, measure, wrap } from '../../src/lib/demo-art/text';
import { allDemoArt, artHash, demoArtSpec, demoArtUrl } from '../../src/seed/demo-art';

describe('wrap and fit (titles on the pictures)', () => {
  const style = { size: 20, weight: 700 as const };
  it.each([
    ['Toán lớp 1 cơ bản', 400, 3, ['Toán lớp 1 cơ bản']],
    ['Luyện thi THPT Quốc gia môn Toán', 160, 3, ['Luyện thi THPT', 'Quốc gia môn', 'Toán']],
    ['Luyện thi THPT Quốc gia môn Toán', 160, 2, ['Luyện thi THPT', 'Quốc gia môn…']],
    ['', 100, 2, []],
  ])('%p in %i px, %i lines', (text, width, max, expected) => {
    const lines = wrap(text, style, width, max);
    expect(lines).toEqual(expected);
    for (const l of lines) expect(measure(l, style)).toBeLessThanOrEqual(width);
  });

  it('balances the lines of a title (no lone last word)', () => {
    expect(fit('Luyện thi THPT Quốc gia môn Toán', 800, [40], 372, 3).lines).toEqual(['Luyện thi', 'THPT Quốc', 'gia môn Toán']);
  });

  it('fit takes the largest size that shows the whole title', () => {
    expect(fit('Toán lớp 1 cơ bản', 800, [40, 30], 372, 3)).toEqual({ size: 40, lines: ['Toán lớp 1 cơ bản'] });
    expect(fit('Luyện thi THPT Quốc gia môn Ngữ văn và Lịch sử Địa lý', 800, [60, 30], 372, 2).size).toBe(30);
  });

  it('measures Vietnamese letters from the Vietnamese subset (a diacritic is never a missing glyph)', () => {
    expect(measure('ệ', style)).toBeGreaterThan(measure('.', style));
    expect(measure('Đặng Phương Thảo', style)).toBeGreaterThan(measure('Dang Phuong Thao', style) * 0.95);
  });
});

describe('every demo picture', () => {
  const all = allDemoArt();
  it('covers every seeded row kind', () => {
    expect(new Set(all.map((a) => a.kind))).toEqual(new Set(Object.keys(ART_KINDS)));
    expect(all.length).toBeGreaterThan(130);
  });

  it.each(all.map((a) => [`${a.kind}-${a.id}`, a] as const))('%s: an SVG of its kind, text as outlines, a stable hash', (_n, { kind, id }) => {
    const spec = demoArtSpec(kind, id)!;
    const svg = composeArt(spec);
    const { width, height } = ART_KINDS[kind];
    expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"`)).toBe(true);
    expect(svg).not.toMatch(/NaN|undefined|<text|<image|href="http/);
    expect(artHash(spec)).toMatch(/^[0-9a-f]{10}$/);
    expect(demoArtUrl(kind, id)).toBe(demoArtUrl(kind, id));
  });

  it('a picture that does not exist has no spec', () => {
    expect(demoArtSpec('course', 9999)).toBeNull();
    expect(demoArtSpec('banner', 2 + 3)).toBeNull(); // banner 5 is a narrow one (a panel)
    expect(demoArtSpec('panel', 5)).not.toBeNull();
  });
});
