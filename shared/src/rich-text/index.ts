/**
 * `@edu/shared/rich-text`: the synchronous sanitisers. This entry pulls sanitize-html (and postcss),
 * so only pages that render rich text import it; the main entry offers lazy async wrappers.
 */
export { sanitizeCourseHtml, type CourseHtmlOptions } from './course-html';
export { sanitizeStrictHtml } from './strict-html';
export { colorMarkupToHtml } from './color-markup';
export { isCssColor } from './css-color';
export { VIDEO_IFRAME_HOSTS, iframeHostRules } from './iframe-hosts';
