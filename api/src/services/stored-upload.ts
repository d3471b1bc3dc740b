import type { UploadBucket } from '../lib/upload-bucket';
import { SNIFF_BYTES, sniffUploadType, UPLOAD_TYPES } from '../lib/upload-signature';

const TYPE_BY_EXT: Record<string, string> = Object.fromEntries(Object.entries(UPLOAD_TYPES).map(([type, ext]) => [ext, type]));

/**
 * An upload in the bucket checked again before anything points at it: the browser sent it straight to
 * the storage, so the API looks at what actually arrived — there, no larger than allowed, stored as the
 * type its name was signed for, and its first bytes really that format. Answers the problem, or null.
 */
export async function problemWithStoredUpload(bucket: UploadBucket, key: string, maxBytes: number): Promise<string | null> {
  const expected = TYPE_BY_EXT[key.split('.').pop()?.toLowerCase() ?? ''];
  const stored = await bucket.head(key);
  if (!stored) return 'Chưa tải tệp lên xong, vui lòng thử lại';
  if (stored.size > maxBytes) return `Tệp quá lớn: tối đa ${Math.round(maxBytes / 1024 / 1024)} MB`;
  if (!expected || stored.contentType !== expected) return 'Định dạng tệp không đúng với tệp đã khai báo';
  const head = await bucket.read(key, SNIFF_BYTES);
  if (!head || sniffUploadType(head) !== expected) return `Nội dung tệp không phải ${expected}`;
  return null;
}
