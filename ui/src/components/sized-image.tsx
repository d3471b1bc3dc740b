import { useState } from 'react';

export interface ImageView {
  src: string;
  width: number;
  height: number;
  /** Other widths of the same picture ('/a-320.webp 320w, /a-640.webp 640w'): a phone downloads the small one. */
  srcSet?: string;
  /** Other formats, best first ({ type: 'image/avif', srcSet }): rendered as a <picture> around the <img>. */
  sources?: ReadonlyArray<{ type: string; srcSet: string }>;
}

export interface SizedImageProps {
  image: ImageView;
  alt: string;
  className?: string;
  /** Above the fold (the LCP image): load at once with high priority; otherwise lazy. */
  priority?: boolean;
  /**
   * In the first screen at some widths, but not the largest paint (the second card of a row on a laptop):
   * load at once at the browser's own priority, leaving the bandwidth to the priority image on a phone.
   */
  eager?: boolean;
  /** How wide it is shown, for choosing from srcSet ('(max-width: 768px) 100vw, 280px'). */
  sizes?: string;
}

/**
 * An image that always reserves its box (width/height + aspect-ratio), with a neutral fallback that keeps it.
 * With `sources` it is a <picture> (display: contents, so the <img> keeps its place in the layout and its class).
 */
export function SizedImage({ image, alt, className, priority = false, eager = false, sizes }: SizedImageProps) {
  const [failed, setFailed] = useState(false);
  const style = { aspectRatio: `${image.width} / ${image.height}` };
  if (!image.src || failed) {
    return <span className={className ? `ui-img-fallback ${className}` : 'ui-img-fallback'} style={style} role="img" aria-label={alt} />;
  }
  const responsive = Boolean(image.srcSet || image.sources?.length);
  const img = (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={responsive ? sizes : undefined}
      alt={alt}
      width={image.width}
      height={image.height}
      style={style}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailed(true)}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture className="ui-picture">
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
