import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArtUrl, withRenditions } from '@edu/shared';
import { appForFile } from '../../helpers/test-app';

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'art-cache-'));
const file = appForFile('demo_art', { artCacheDir: cacheDir });
afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

const get = (url: string) => file.app.inject({ method: 'GET', url });

async function courseThumb(id: number): Promise<string> {
  const { rows } = await file.db.query<{ thumbnail: string }>('SELECT thumbnail FROM courses WHERE id = $1', [id]);
  return rows[0]!.thumbnail;
}

describe('/uploads/art/:name — demo artwork', () => {
  it('seeded rows point at their default rendition (640 px WebP), every one a name the route accepts', async () => {
    const { rows } = await file.db.query<{ url: string }>(
      `SELECT thumbnail AS url FROM courses UNION ALL SELECT avatar FROM teachers UNION ALL SELECT image FROM banners
       UNION ALL SELECT thumbnail FROM posts UNION ALL SELECT image FROM promotions UNION ALL SELECT image FROM subjects`,
    );
    expect(rows.length).toBeGreaterThan(100);
    for (const { url } of rows) expect(parseArtUrl(url)).toMatchObject({ format: 'webp' });
    expect(await courseThumb(12)).toMatch(/^\/uploads\/art\/course-12\.[0-9a-f]{10}\.640\.webp$/);
  });

  it('answers every width and format of a picture: the right type and size, immutable, drawn once then from the cache', async () => {
    const img = withRenditions({ src: await courseThumb(13), width: 640, height: 360 });
    const avif = img.sources![0]!.srcSet.split(', ')[0]!.split(' ')[0]!; // the 320 px AVIF
    const first = await get(avif);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/avif');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['x-art-cache']).toBe('miss');
    expect(first.rawPayload.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    const again = await get(avif);
    expect(again.headers['x-art-cache']).toBe('hit');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(fs.readdirSync(cacheDir)).toContain(avif.split('/').pop());

    const webp = await get(img.src);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(webp.rawPayload.readUInt32LE(4)).toBeLessThan(40_000); // a 640 px thumbnail stays small
  });

  it.each([
    ['not a rendition name', '/uploads/art/course-12.svg', 400, /Tên ảnh không hợp lệ/],
    ['a width the kind does not have', '/uploads/art/course-12.0123456789.500.webp', 400, /320, 640, 960/],
    ['a format that is not made', '/uploads/art/course-12.0123456789.640.png', 400, /avif hoặc webp/],
    ['an unknown kind', '/uploads/art/photo-12.0123456789.640.webp', 400, /Không có loại ảnh "photo"/],
    ['a short hash', '/uploads/art/course-12.0123.640.webp', 400, /10 ký tự hex/],
    ['an encoded path', '/uploads/art/..%2Fcourse-12.0123456789.640.webp', 400, /Tên ảnh không hợp lệ/],
    ['a stale hash (the picture was redrawn)', '/uploads/art/course-12.0123456789.640.webp', 404, /vẽ lại/],
    ['a picture that does not exist', '/uploads/art/course-9999.0123456789.640.webp', 404, /Không tìm thấy ảnh/],
  ])('%s (%s) → %i with a message', async (_name, url, status, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(res.headers['cache-control']).not.toContain('immutable');
  });

  it('the old SVG placeholders still answer (rows of older databases until they are refreshed)', async () => {
    const res = await get('/uploads/demo/course-12.svg');
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('refreshDemoArt: a database seeded by an earlier version', () => {
  it('points its demo rows at the current pictures and leaves other images alone', async () => {
    const current = await courseThumb(3);
    await file.db.query(`UPDATE courses SET thumbnail = '/uploads/demo/course-3.svg' WHERE id = 3`);
    await file.db.query(`UPDATE courses SET thumbnail = '/uploads/u/1/mine.png' WHERE id = 4`);
    await file.db.query(`UPDATE banners SET image = '/uploads/demo/banner-1.svg', title = 'Trang chủ – ưu đãi 1' WHERE id = 1`);
    await file.db.query(`UPDATE settings SET value = '"old"' WHERE key = 'demo_art'`);
    const { refreshDemoArt } = await import('../../../src/seed');
    expect(await refreshDemoArt(file.app.db)).toBe(true);
    expect(await courseThumb(3)).toBe(current);
    expect(await courseThumb(4)).toBe('/uploads/u/1/mine.png');
    const { rows } = await file.db.query('SELECT title, image FROM banners WHERE id = 1');
    expect(rows[0]).toMatchObject({ title: 'Học trực tuyến cùng giáo viên giỏi', image: expect.stringMatching(/^\/uploads\/art\/banner-1\./) });
    expect(await refreshDemoArt(file.app.db)).toBe(false);
  });
});
