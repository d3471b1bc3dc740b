import { buildVideoSources, youtubeId, videoUrl } from '../../src/video/build-video-sources';

const cfg = { head: 'https://cdn.khoahoc.vn/v/', after: '?token=abc' };

describe('buildVideoSources', () => {
  it('prefers a valid YouTube id and embeds it privacy-enhanced', () => {
    expect(buildVideoSources({ youtube: 'dQw4w9WgXcQ', adaptive_link: 'a/master.m3u8', links: { 720: 'a/720.mp4' } }, cfg)).toEqual({
      kind: 'youtube',
      url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
  });

  it('builds the adaptive stream and every quality present, ascending, as head + path + after', () => {
    expect(buildVideoSources({ adaptive_link: 'a/master.m3u8', links: { 1080: 'a/1080.mp4', 240: 'a/240.mp4', 720: 'a/720.mp4' } }, cfg)).toEqual({
      kind: 'adaptive',
      url: 'https://cdn.khoahoc.vn/v/a/master.m3u8?token=abc',
      qualities: [
        { quality: 240, url: 'https://cdn.khoahoc.vn/v/a/240.mp4?token=abc' },
        { quality: 720, url: 'https://cdn.khoahoc.vn/v/a/720.mp4?token=abc' },
        { quality: 1080, url: 'https://cdn.khoahoc.vn/v/a/1080.mp4?token=abc' },
      ],
    });
  });

  it('covers all five qualities', () => {
    const links = { 240: '240', 360: '360', 480: '480', 720: '720', 1080: '1080' };
    const result = buildVideoSources({ adaptive_link: 'm', links }, { head: 'h/', after: '.mp4' });
    expect(result?.kind === 'adaptive' && result.qualities.map((q) => q.url)).toEqual([
      'h/240.mp4',
      'h/360.mp4',
      'h/480.mp4',
      'h/720.mp4',
      'h/1080.mp4',
    ]);
  });

  it.each([
    ['an invalid id', 'not valid!'],
    ['a too short id', 'abc'],
    ['a script URL', 'javascript:alert(1)'],
    ['an empty string', ''],
  ])('falls back to the adaptive stream when youtube is %s', (_name, youtube) => {
    expect(buildVideoSources({ youtube, adaptive_link: 'm.m3u8' }, cfg)).toMatchObject({ kind: 'adaptive', qualities: [] });
  });

  it('uses the highest quality as the main URL when there is no adaptive link', () => {
    expect(buildVideoSources({ links: { 360: 'a/360.mp4', 480: 'a/480.mp4' } }, cfg)).toMatchObject({
      kind: 'adaptive',
      url: 'https://cdn.khoahoc.vn/v/a/480.mp4?token=abc',
    });
  });

  it.each([
    [{}],
    [{ youtube: null, adaptive_link: null, links: null }],
    [{ youtube: 'bad', adaptive_link: '  ', links: { 720: '' } }],
    [{ adaptive_link: 'javascript:alert(1)' }],
  ])('returns null when nothing is playable: %p', (source) => {
    expect(buildVideoSources(source, cfg)).toBeNull();
  });
});

describe('youtubeId', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    [' dQw4w9WgXcQ ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['dQw4w9WgXcQx', null],
    ['dQw4w9WgX"Q', null],
    ['https://evil.com/watch?v=dQw4w9WgXcQ', null],
    ['https://www.youtube.com.evil.com/embed/dQw4w9WgXcQ', null],
    ['https://youtu.be/dQw4w9WgXcQextra', null],
    [null, null],
  ])('%p → %p', (input, expected) => {
    expect(youtubeId(input)).toBe(expected);
  });
});

describe('videoUrl', () => {
  it.each([
    ['a/b.mp4', { head: 'https://cdn/', after: '' }, 'https://cdn/a/b.mp4'],
    ['/a/b.mp4', { head: 'https://cdn/', after: '' }, 'https://cdn/a/b.mp4'],
    ['a/b', { head: 'https://cdn/', after: '/index.m3u8' }, 'https://cdn/a/b/index.m3u8'],
    ['https://other.cdn/x.m3u8', { head: 'https://cdn/', after: '?t=1' }, 'https://other.cdn/x.m3u8'],
    ['javascript:alert(1)', { head: '', after: '' }, null],
    ['data:video/mp4;base64,AAA', { head: '', after: '' }, null],
    ['//evil.com/x.mp4', { head: '', after: '' }, null],
    ['', { head: 'h', after: 'a' }, null],
  ])('%p with %p → %p', (path, c, expected) => {
    expect(videoUrl(path, c)).toBe(expected);
  });
});
