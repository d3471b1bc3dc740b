/**
 * Renditions of the demo artwork (api/src/lib/demo-art): the one naming rule that the API (drawing,
 * validating a requested name) and the pages (srcset / <picture> sources) share.
 *
 *   /uploads/art/course-12.3f9a2c1b7d.640.webp
 *                ^kind  ^id ^hash      ^width ^format
 *
 * The hash is of what the picture shows (its drawing's inputs and the drawing code's version), so a URL
 * never changes meaning and is cached for a year (immutable). A row of the database stores the default
 * rendition (the kind's base width, WebP, which every browser of 2024 shows); the other widths and the AVIF
 * copies are named from it.
 */
export const ART_KINDS = {
  /** Course thumbnail, 16:9: cards (~280 px wide, the full width on a phone) and the course page. */
  course: { width: 640, height: 360, widths: [320, 640, 960] },
  /** News picture, 16:9: cards and the article's cover. */
  post: { width: 640, height: 360, widths: [320, 640, 960] },
  /** Promotion, 2:1. */
  promo: { width: 640, height: 320, widths: [320, 640, 960] },
  /** Teacher portrait (illustrated), square: 88 px avatars, larger on a teacher's page. */
  teacher: { width: 320, height: 320, widths: [96, 192, 320] },
  /** Subject tile, 8:5. */
  subject: { width: 320, height: 200, widths: [160, 320, 640] },
  /** Wide banner (home slider and the wide placements), 3:1: the full width of the page. */
  banner: { width: 1200, height: 400, widths: [480, 800, 1200, 1600] },
  /** Narrow banner (side and in-page placements), 8:3. */
  panel: { width: 800, height: 300, widths: [400, 800, 1200] },
} as const satisfies Record<string, { width: number; height: number; widths: readonly number[] }>;

export type ArtKind = keyof typeof ART_KINDS;
export const ART_FORMATS = ['avif', 'webp'] as const;
export type ArtFormat = (typeof ART_FORMATS)[number];
export const ART_MIME: Record<ArtFormat, string> = { avif: 'image/avif', webp: 'image/webp' };
export const ART_PREFIX = '/uploads/art/';
/** Length of the content hash in a name (hex). */
export const ART_HASH_LENGTH = 10;

export interface ArtRendition {
  kind: ArtKind;
  id: number;
  hash: string;
  width: number;
  format: ArtFormat;
}

export const isArtKind = (k: string): k is ArtKind => Object.prototype.hasOwnProperty.call(ART_KINDS, k);

/** 'course-12.3f9a2c1b7d.640.webp' */
export function artFileName(r: ArtRendition): string {
  return `${r.kind}-${r.id}.${r.hash}.${r.width}.${r.format}`;
}

export function artUrl(r: ArtRendition): string {
  return ART_PREFIX + artFileName(r);
}

/** The URL a row stores: the kind's base width as WebP. */
export function defaultArtUrl(kind: ArtKind, id: number, hash: string): string {
  return artUrl({ kind, id, hash, width: ART_KINDS[kind].width, format: 'webp' });
}

export type ArtNameCheck = { ok: true; rendition: ArtRendition } | { ok: false; reason: string };

const NAME = /^([a-z]{1,16})-([0-9]{1,6})\.([0-9a-f]+)\.([0-9]{1,5})\.([a-z0-9]{1,8})$/;

/** A requested file name → its rendition, or why it cannot be one (in Vietnamese, for the 400 answer). */
export function parseArtName(name: string): ArtNameCheck {
  const m = NAME.exec(name);
  if (!m) return { ok: false, reason: 'Tên ảnh không hợp lệ (dạng <loại>-<số>.<mã>.<rộng>.<avif|webp>)' };
  const [, kind, idText, hash, widthText, format] = m as unknown as [string, string, string, string, string, string];
  if (!isArtKind(kind)) return { ok: false, reason: `Không có loại ảnh "${kind}"` };
  const id = Number(idText);
  if (id < 1 || idText.startsWith('0')) return { ok: false, reason: 'Số thứ tự ảnh không hợp lệ' };
  if (hash.length !== ART_HASH_LENGTH) return { ok: false, reason: `Mã ảnh phải gồm ${ART_HASH_LENGTH} ký tự hex` };
  if (!(ART_FORMATS as readonly string[]).includes(format)) return { ok: false, reason: 'Định dạng ảnh chỉ là avif hoặc webp' };
  const width = Number(widthText);
  const widths: readonly number[] = ART_KINDS[kind].widths;
  if (!widths.includes(width) || widthText.startsWith('0')) return { ok: false, reason: `Ảnh ${kind} chỉ có các chiều rộng ${widths.join(', ')}` };
  return { ok: true, rendition: { kind, id, hash, width, format: format as ArtFormat } };
}

/** The stored URL of a demo picture → its rendition, or null for any other image (an upload, an outside URL). */
export function parseArtUrl(url: string | null | undefined): ArtRendition | null {
  if (!url || !url.startsWith(ART_PREFIX)) return null;
  const check = parseArtName(url.slice(ART_PREFIX.length));
  return check.ok ? check.rendition : null;
}

export interface ImageSourceSet {
  /** MIME type of the <source>, e.g. 'image/avif'. */
  type: string;
  srcSet: string;
}

/** srcset of one format: '/…320.avif 320w, /…640.avif 640w, …'. */
export function artSrcSet(r: Omit<ArtRendition, 'width' | 'format'>, format: ArtFormat): string {
  return ART_KINDS[r.kind].widths.map((width) => `${artUrl({ ...r, width, format })} ${width}w`).join(', ');
}

/**
 * An image as pages show it, with every rendition when it is demo artwork: `srcSet` (WebP, on the <img>)
 * and `sources` (AVIF first, for a <picture>). Any other image comes back as it was.
 */
export function withRenditions<T extends { src: string }>(image: T): T & { srcSet?: string; sources?: ImageSourceSet[] } {
  const r = parseArtUrl(image.src);
  if (!r) return image;
  return { ...image, srcSet: artSrcSet(r, 'webp'), sources: [{ type: ART_MIME.avif, srcSet: artSrcSet(r, 'avif') }] };
}
