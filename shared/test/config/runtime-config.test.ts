import { getRuntimeConfig, resetRuntimeConfig, setRuntimeConfig } from '../../src/config/runtime-config';

afterEach(() => {
  resetRuntimeConfig();
  globalThis.__APP_CONFIG__ = undefined;
});

describe('runtime config', () => {
  it('has defaults without a page config (Node: no location)', () => {
    expect(getRuntimeConfig()).toEqual({
      apiBaseUrl: '',
      brand: 'KhoaHoc.vn',
      siteOrigin: '',
      iframeHosts: ['*.khoahoc.vn'],
      video: { head: '', after: '' },
    });
  });

  it('reads window.__APP_CONFIG__ set by the page', () => {
    globalThis.__APP_CONFIG__ = { apiBaseUrl: 'https://api.khoahoc.vn', video: { head: 'https://cdn/' } };
    expect(getRuntimeConfig()).toMatchObject({
      apiBaseUrl: 'https://api.khoahoc.vn',
      brand: 'KhoaHoc.vn',
      video: { head: 'https://cdn/', after: '' },
    });
  });

  it('lets setRuntimeConfig override the page config, merging video and successive calls', () => {
    globalThis.__APP_CONFIG__ = { apiBaseUrl: 'https://a', video: { head: 'h1', after: 'a1' } };
    setRuntimeConfig({ apiBaseUrl: 'https://b', video: { after: 'a2' } });
    setRuntimeConfig({ brand: 'Học Vui' });
    expect(getRuntimeConfig()).toMatchObject({ apiBaseUrl: 'https://b', brand: 'Học Vui', video: { head: 'h1', after: 'a2' } });
  });

  it('does not let an undefined value erase a default', () => {
    globalThis.__APP_CONFIG__ = { brand: undefined, video: { head: undefined } };
    setRuntimeConfig({ apiBaseUrl: undefined });
    expect(getRuntimeConfig()).toMatchObject({ apiBaseUrl: '', brand: 'KhoaHoc.vn', video: { head: '', after: '' } });
  });

  it('returns a fresh object each call, so callers cannot mutate the config', () => {
    getRuntimeConfig().iframeHosts.push('evil.com');
    expect(getRuntimeConfig().iframeHosts).toEqual(['*.khoahoc.vn']);
  });
});
