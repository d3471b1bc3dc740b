import { render } from '@testing-library/react';
import { SizedImage } from '../src/components/sized-image';

const base = { src: '/a.640.webp', width: 640, height: 360 };
const responsive = {
  ...base,
  srcSet: '/a.320.webp 320w, /a.640.webp 640w',
  sources: [{ type: 'image/avif', srcSet: '/a.320.avif 320w, /a.640.avif 640w' }],
};

describe('SizedImage', () => {
  it.each([
    ['a plain image', base, false, false, null, 'lazy', 'auto'],
    ['renditions, below the fold', responsive, false, false, 'image/avif', 'lazy', 'auto'],
    ['renditions, the LCP image', responsive, true, false, 'image/avif', 'eager', 'high'],
    ['renditions, in the first screen on a laptop only', responsive, false, true, 'image/avif', 'eager', 'auto'],
    ['priority wins over eager', responsive, true, true, 'image/avif', 'eager', 'high'],
  ])('%s: a box of its own size', (_name, image, priority, eager, sourceType, loading, fetchPriority) => {
    const { container } = render(<SizedImage image={image} alt="Ảnh" priority={priority} eager={eager} sizes="300px" className="x" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('width')).toBe('640');
    expect(img.getAttribute('height')).toBe('360');
    expect(img.className).toBe('x');
    expect(img.getAttribute('loading')).toBe(loading);
    expect(img.getAttribute('fetchpriority')).toBe(fetchPriority);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type') ?? null).toBe(sourceType);
    if (sourceType) {
      expect(source!.getAttribute('sizes')).toBe('300px');
      expect(img.getAttribute('srcset')).toBe(responsive.srcSet);
      expect(img.getAttribute('sizes')).toBe('300px');
      expect(img.parentElement!.tagName).toBe('PICTURE');
    } else {
      expect(img.getAttribute('sizes')).toBeNull();
    }
  });
});
