/** Learning platform (SPEC §3, field spelled `flatform_type` by the API). */
export type FlatformType = 'flatform_app' | 'flatform_web' | 'flatform_web_app' | 'platform_cross' | '';

/** Package-duration unit codes (SPEC §3 table). */
export type PackageDurationCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** Sort orders for news and search (SPEC §3). */
export type SortOrder = 'default' | 'title' | 'content' | 'date';

/** Content types (SPEC §3). */
export type ContentType = 'exam_gate' | 'solution' | 'intro';
