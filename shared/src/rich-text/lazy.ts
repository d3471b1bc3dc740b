import type { CourseHtmlOptions } from './course-html';

/**
 * Async doors to the sanitisers for the main entry. The dynamic import keeps sanitize-html out of
 * the main entry's static graph, so bundlers split it into its own chunk loaded on first use.
 */
export function loadRichText(): Promise<typeof import('./index')> {
  return import(/* webpackChunkName: "sanitizer" */ './index');
}

export async function sanitizeCourseHtml(html: string | null | undefined, opts?: CourseHtmlOptions): Promise<string> {
  return (await loadRichText()).sanitizeCourseHtml(html, opts);
}

export async function sanitizeStrictHtml(html: string | null | undefined): Promise<string> {
  return (await loadRichText()).sanitizeStrictHtml(html);
}
