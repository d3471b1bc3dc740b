export const AVATAR_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** JPG, PNG or WebP up to 2 MB; Vietnamese message otherwise. */
export function validateAvatarFile(file: { type: string; size: number }): string | null {
  if (!AVATAR_TYPES[file.type]) return 'Ảnh đại diện phải là JPG, PNG hoặc WebP';
  if (file.size === 0) return 'Tệp ảnh bị rỗng, vui lòng chọn ảnh khác';
  if (file.size > AVATAR_MAX_BYTES) return 'Ảnh đại diện tối đa 2 MB';
  return null;
}

/** Object key: the API files it under the learner's own folder; a fresh name per upload defeats stale caches. */
export function avatarKey(type: string, nowMs: number): string {
  return `avatars/${nowMs}.${AVATAR_TYPES[type] ?? 'img'}`;
}

/** shared's upload errors are English (SPEC §5); learners read Vietnamese. */
export function uploadErrorMessage(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  if (message === 'resigned error!') return 'Không lấy được đường dẫn tải ảnh lên. Vui lòng thử lại';
  if (message === 'invalid content encoding!') return 'Tệp ảnh không hợp lệ, vui lòng chọn ảnh khác';
  if (error instanceof Error && !('status' in error)) return 'Tải ảnh lên thất bại. Kiểm tra mạng và thử lại';
  return null;
}
