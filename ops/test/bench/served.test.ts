import { countServed } from '../../src/bench/served';

describe('countServed: a first load’s files, JavaScript and fonts apart', () => {
  it('sums each kind on its own, in KB with one decimal, and leaves the rest out', () => {
    const counts = countServed(
      [
        { path: '/main.0123456789.js', bytes: 40_000 },
        { path: '/remotes/mf_catalogue/1.0.0-a/remoteEntry.js', bytes: 11_200 },
        { path: '/fonts/be-vietnam-pro-latin-400-normal.a3efcba843.woff2', bytes: 21_168 },
        { path: '/fonts/be-vietnam-pro-vietnamese-400-normal.92893a20dd.woff2', bytes: 11_532 },
        { path: '/main.0123456789.css', bytes: 9_000 },
        { path: '/api/images/c0013.webp', bytes: 30_000 },
      ],
      42,
    );
    expect(counts).toMatchObject({ jsKb: 50, jsFiles: 2, fontKb: 31.9, fontFiles: 2, requests: 42 });
    expect(counts.fonts.map((f) => f.path)).toEqual([
      '/fonts/be-vietnam-pro-latin-400-normal.a3efcba843.woff2',
      '/fonts/be-vietnam-pro-vietnamese-400-normal.92893a20dd.woff2',
    ]);
  });

  it('a page without a web font counts none', () => {
    expect(countServed([{ path: '/main.0123456789.js', bytes: 1024 }], 3)).toMatchObject({ jsKb: 1, fontKb: 0, fontFiles: 0 });
  });
});
