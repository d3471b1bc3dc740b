import { uploadFile } from '@edu/shared/upload';
import { avatarKey } from '../avatar-rules';
import type { Profile } from '../types';
import { updateProfile } from './update-profile';

/** Presign (POST /api/user/upload.json) → PUT with progress → PATCH user.json { avatar }. */
export async function uploadAvatar(file: File, onProgress: (fraction: number) => void): Promise<Profile> {
  const url = await uploadFile({
    key: avatarKey(file.type, Date.now()),
    content: file,
    content_encoding: 'blob',
    content_type: file.type,
    onProgress,
  });
  return updateProfile({ avatar: url });
}
