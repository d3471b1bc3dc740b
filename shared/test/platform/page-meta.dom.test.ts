/** @jest-environment jsdom */
import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS, setPageMeta } from '../../src/platform/page-meta';

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

describe('setPageMeta', () => {
  it('sets title, description, keywords and their Open Graph twins', () => {
    setPageMeta({ title: 'Giải pháp', description: 'Mô tả', keywords: 'a, b' });
    expect(document.title).toBe('Giải pháp | KhoaHoc.vn');
    expect(meta('meta[name="description"]')).toBe('Mô tả');
    expect(meta('meta[name="keywords"]')).toBe('a, b');
    expect(meta('meta[property="og:title"]')).toBe('Giải pháp | KhoaHoc.vn');
    expect(meta('meta[property="og:description"]')).toBe('Mô tả');
  });

  it('falls back to the Vietnamese defaults and reuses the existing tags', () => {
    setPageMeta({ title: 'A' });
    setPageMeta({});
    expect(document.title).toBe('KhoaHoc.vn');
    expect(meta('meta[name="description"]')).toBe(DEFAULT_DESCRIPTION);
    expect(meta('meta[name="keywords"]')).toBe(DEFAULT_KEYWORDS);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
