import { ENDPOINTS, apiPost } from '@edu/shared/core';

export const ERROR_KINDS = [
  { value: 'video', label: 'Video không xem được' },
  { value: 'content', label: 'Nội dung sai hoặc thiếu' },
  { value: 'audio', label: 'Âm thanh' },
  { value: 'subtitle', label: 'Phụ đề' },
  { value: 'other', label: 'Khác' },
] as const;

export type ErrorKind = (typeof ERROR_KINDS)[number]['value'];

export function reportLessonError(body: { lesson_id: number; kind: ErrorKind; message: string }): Promise<unknown> {
  return apiPost(ENDPOINTS.lessonError, body);
}
