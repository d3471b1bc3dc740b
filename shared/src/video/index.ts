/** @edu/shared/video — the player's sources by quality (HLS, MP4, YouTube). Not shared: the player bundles it. */
export { buildVideoSources, youtubeId, videoUrl, VIDEO_QUALITIES } from './build-video-sources';
export type { VideoSources, VideoSourceInput, VideoQuality } from './build-video-sources';
