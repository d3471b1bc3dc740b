import { artFileName, artSrcSet, defaultArtUrl, parseArtName, parseArtUrl, withRenditions } from '../../src/media/art-renditions';

const H = '3f9a2c1b7d';

describe('parseArtName: names the API accepts', () => {
  it.each([
    [`course-12.${H}.640.webp`, { kind: 'course', id: 12, hash: H, width: 640, format: 'webp' }],
    [`course-1.${H}.320.avif`, { kind: 'course', id: 1, hash: H, width: 320, format: 'avif' }],
    [`banner-3.${H}.1600.avif`, { kind: 'banner', id: 3, hash: H, width: 1600, format: 'avif' }],
    [`teacher-14.${H}.96.webp`, { kind: 'teacher', id: 14, hash: H, width: 96, format: 'webp' }],
    [`panel-7.${H}.1200.webp`, { kind: 'panel', id: 7, hash: H, width: 1200, format: 'webp' }],
    [`subject-18.${H}.160.avif`, { kind: 'subject', id: 18, hash: H, width: 160, format: 'avif' }],
    [`promo-4.${H}.960.webp`, { kind: 'promo', id: 4, hash: H, width: 960, format: 'webp' }],
    [`post-25.${H}.640.avif`, { kind: 'post', id: 25, hash: H, width: 640, format: 'avif' }],
  ])('%s', (name, rendition) => {
    expect(parseArtName(name)).toEqual({ ok: true, rendition });
    expect(artFileName(rendition as never)).toBe(name);
  });
});

describe('parseArtName: names it refuses, and why', () => {
  it.each([
    ['', /Tên ảnh không hợp lệ/],
    ['course-12.svg', /Tên ảnh không hợp lệ/],
    [`course-12.${H}.640.png`, /avif hoặc webp/],
    [`course-12.${H}.641.webp`, /chỉ có các chiều rộng 320, 640, 960/],
    [`course-12.${H}.0640.webp`, /chiều rộng/],
    [`teacher-1.${H}.640.webp`, /chỉ có các chiều rộng 96, 192, 320/],
    [`course-0.${H}.640.webp`, /Số thứ tự/],
    [`course-012.${H}.640.webp`, /Số thứ tự/],
    [`course-12.${H.toUpperCase()}.640.webp`, /Tên ảnh không hợp lệ/],
    [`course-12.abc.640.webp`, /10 ký tự hex/],
    [`course-12.${H}00.640.webp`, /10 ký tự hex/],
    [`photo-12.${H}.640.webp`, /Không có loại ảnh "photo"/],
    [`constructor-1.${H}.640.webp`, /Không có loại ảnh/],
    [`course-12.${H}.640.webp/../x`, /Tên ảnh không hợp lệ/],
    [`../course-12.${H}.640.webp`, /Tên ảnh không hợp lệ/],
    [`course-1234567.${H}.640.webp`, /Tên ảnh không hợp lệ/],
  ])('%p', (name, reason) => {
    const check = parseArtName(name);
    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.reason).toMatch(reason);
  });
});

describe('withRenditions', () => {
  it('adds every width as WebP srcset and an AVIF source to demo artwork', () => {
    const src = defaultArtUrl('course', 12, H);
    expect(src).toBe(`/uploads/art/course-12.${H}.640.webp`);
    expect(withRenditions({ src, width: 640, height: 360 })).toEqual({
      src,
      width: 640,
      height: 360,
      srcSet: `/uploads/art/course-12.${H}.320.webp 320w, /uploads/art/course-12.${H}.640.webp 640w, /uploads/art/course-12.${H}.960.webp 960w`,
      sources: [
        {
          type: 'image/avif',
          srcSet: `/uploads/art/course-12.${H}.320.avif 320w, /uploads/art/course-12.${H}.640.avif 640w, /uploads/art/course-12.${H}.960.avif 960w`,
        },
      ],
    });
  });

  it.each([
    [''],
    ['/uploads/demo/course-12.svg'],
    ['/uploads/u/7/avatar.png'],
    ['https://cdn.example.com/x.webp'],
    [`/uploads/art/course-12.${H}.333.webp`],
  ])('leaves %p as it is', (src) => {
    expect(withRenditions({ src, width: 1, height: 1 })).toEqual({ src, width: 1, height: 1 });
    expect(parseArtUrl(src)).toBeNull();
  });

  it('a banner lists its four widths', () => {
    expect(
      artSrcSet({ kind: 'banner', id: 1, hash: H }, 'avif')
        .split(', ')
        .map((s) => s.split(' ')[1]),
    ).toEqual(['480w', '800w', '1200w', '1600w']);
  });
});
