import { useState } from 'react';
import { withRenditions } from '@edu/shared/media';
import type { LineItemView } from './line-item-view';

/** A course thumbnail that reserves its box (width/height + aspect-ratio) and degrades to a tile. */
export function CourseThumb({ thumb, alt }: { thumb: LineItemView['thumb']; alt: string }) {
  const [failed, setFailed] = useState(false);
  const style = { aspectRatio: `${thumb.width} / ${thumb.height}` };
  if (!thumb.src || failed) return <span className="co-thumb co-thumb-fallback" style={style} role="img" aria-label={alt} />;
  // demo artwork comes in several widths: a 120 px thumbnail takes the smallest
  const { srcSet } = withRenditions({ src: thumb.src });
  return (
    <img
      className="co-thumb"
      src={thumb.src}
      srcSet={srcSet}
      sizes={srcSet ? '120px' : undefined}
      alt={alt}
      width={thumb.width}
      height={thumb.height}
      style={style}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
