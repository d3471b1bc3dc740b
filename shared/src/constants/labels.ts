import type { ContentType, FlatformType, SortOrder } from './enums';

/** Sort orders for news and search, with their Vietnamese labels (SPEC §3). */
export const SORT_ORDERS: Readonly<Record<SortOrder, string>> = {
  default: 'Liên quan',
  title: 'Tiêu đề',
  content: 'Nội dung',
  date: 'Ngày đăng',
};

export const CONTENT_TYPES = {
  EXAM_GATE: 'exam_gate',
  SOLUTION: 'solution',
  INTRO: 'intro',
} as const satisfies Record<string, ContentType>;

export const DEFAULT_PLATFORM_LABEL = 'Học trên Website và App';

/** Learning-platform labels; '' (undetermined) falls back to the default label. */
export const PLATFORM_LABELS: Readonly<Record<Exclude<FlatformType, ''>, string>> = {
  flatform_app: 'Học trên App',
  flatform_web: 'Học trên Website',
  flatform_web_app: 'Học trên Website và App',
  platform_cross: 'Học đa nền tảng',
};
