import { useState } from 'react';
import './ui.css';

export interface ImageView {
  src: string;
  width: number;
  height: number;
}

interface SizedImageProps {
  image: ImageView;
  alt: string;
  className?: string;
  /** Above the fold: load at once with high priority; otherwise lazy. */
  priority?: boolean;
}

/** An image that always reserves its box (width/height + aspect-ratio), with a neutral fallback. */
export function SizedImage({ image, alt, className, priority = false }: SizedImageProps) {
  const [failed, setFailed] = useState(false);
  const style = { aspectRatio: `${image.width} / ${image.height}` };
  if (!image.src || failed) return <span className={`ct-img-fallback ${className ?? ''}`} style={style} role="img" aria-label={alt} />;
  return (
    <img className={className} src={image.src} alt={alt} width={image.width} height={image.height} style={style}
      loading={priority ? 'eager' : 'lazy'} decoding="async" fetchPriority={priority ? 'high' : 'auto'} onError={() => setFailed(true)} />
  );
}
