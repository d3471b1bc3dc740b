import zlib from 'node:zlib';
import { itAnswers } from '@edu/shared/testing/table';
import { chooseEncoding, compressPage } from '../../src/edge/content-encoding';

describe('chooseEncoding: what a response goes out in, from Accept-Encoding', () => {
  itAnswers(
    (header: string | undefined) => chooseEncoding(header),
    [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['GZIP', 'gzip'],
      ['deflate', null],
      ['identity', null],
      ['', null],
      [undefined, null],
      ['br;q=0, gzip', 'gzip'],
      ['br; q=0.0, gzip;q=0.5', 'gzip'],
      ['br;q=0.1', 'br'],
      ['gzip;q=0, br;q=0', null],
      ['*', 'br'],
      ['*;q=0', null],
      ['br;q=0, *', 'gzip'],
      ['brotli', null],
      ['xbr, gzipx', null],
    ],
  );

  itAnswers(
    (header: string, br: boolean, gzip: boolean) => chooseEncoding(header, { br, gzip }),
    [
      ['br, gzip', false, true, 'gzip'],
      ['br, gzip', false, false, null],
      ['br', false, true, null],
      ['gzip', true, false, null],
    ],
  );
});

describe('compressPage', () => {
  const page = Buffer.from(`<!doctype html><html lang="vi"><body>${'<p>Khóa học trực tuyến cùng giáo viên giỏi</p>'.repeat(400)}</body></html>`);

  it('gives bytes that decode to the page, a fraction of its size', () => {
    const br = compressPage(page, 'br');
    const gz = compressPage(page, 'gzip');
    expect(zlib.brotliDecompressSync(br).equals(page)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(page)).toBe(true);
    expect(br.length).toBeLessThan(page.length / 10);
    expect(br.length).toBeLessThan(gz.length);
  });
});
