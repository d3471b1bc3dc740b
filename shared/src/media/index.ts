/**
 * @edu/shared/media — banners and the demo artwork's renditions (srcset, sizes, file names). Not shared:
 * each app bundles what it uses; the API calls go through '@edu/shared/core'.
 */
export { fetchBanners, sortBanners, toBannerView, type BannerView } from './banners';
export {
  ART_KINDS,
  ART_FORMATS,
  ART_MIME,
  ART_PREFIX,
  ART_HASH_LENGTH,
  artFileName,
  artUrl,
  defaultArtUrl,
  parseArtName,
  parseArtUrl,
  artSrcSet,
  withRenditions,
  isArtKind,
  type ArtKind,
  type ArtFormat,
  type ArtRendition,
  type ArtNameCheck,
  type ImageSourceSet,
} from './art-renditions';
