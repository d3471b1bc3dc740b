import { buildVideoSources } from '@edu/shared/video';
import { pickQuality, qualityOptions, type AdaptiveSources } from './video-source';

const cfg = { head: 'https://vod.example/hls/', after: '/index.m3u8' };
const sources = buildVideoSources(
  { adaptive_link: 'k/b1/master', links: { 240: 'k/b1/240p', 720: 'k/b1/720p', 1080: 'k/b1/1080p' } },
  cfg,
) as AdaptiveSources;

describe('video quality', () => {
  it('offers Tự động then each quality present, ascending, with built URLs', () => {
    expect(qualityOptions(sources).map((o) => [o.value, o.label, o.url])).toEqual([
      ['auto', 'Tự động', 'https://vod.example/hls/k/b1/master/index.m3u8'],
      ['240', '240p', 'https://vod.example/hls/k/b1/240p/index.m3u8'],
      ['720', '720p', 'https://vod.example/hls/k/b1/720p/index.m3u8'],
      ['1080', '1080p', 'https://vod.example/hls/k/b1/1080p/index.m3u8'],
    ]);
  });

  it('has no Tự động when the main URL is just the best file', () => {
    const files = buildVideoSources({ links: { 360: 'a/360p', 480: 'a/480p' } }, cfg) as AdaptiveSources;
    expect(qualityOptions(files).map((o) => o.value)).toEqual(['360', '480']);
  });

  it.each([
    ['the stored choice', '720', '720'],
    ['the closest lower quality', '480', '240'],
    ['Tự động when nothing is stored', null, 'auto'],
    ['Tự động for a lower quality than any', '144', 'auto'],
    ['Tự động for junk', 'abc', 'auto'],
  ])('picks %s', (_name, stored, expected) => {
    expect(pickQuality(qualityOptions(sources), stored)?.value).toBe(expected);
  });

  it('picks nothing without options', () => {
    expect(pickQuality([], '720')).toBeNull();
  });
});
