/** @edu/shared/upload — presigned uploads (avatar, attachments). Not shared: the pages that upload bundle it. */
export { uploadFile, UPLOAD_PRESIGN_URL } from './upload-file';
export type { UploadInput, UploadDeps, PresignRequest, PresignResponse } from './upload-file';
