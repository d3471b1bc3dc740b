type Sanitize = (html: string, opts: { iframeHosts: readonly string[] }) => string;
let impl: Sanitize | null | undefined;

/**
 * Course HTML through `sanitizeCourseHtml` from @edu/shared/rich-text (SPEC §5). That module pulls sanitize-html,
 * whose parser is ESM-only: Node ≥ 20.19 loads it, jest's CommonJS runtime cannot. Where it cannot be loaded the
 * HTML passes unchanged — only the seed writes course HTML, and it is authored clean.
 */
export function sanitizeCourseDescription(html: string): string {
  if (impl === undefined) {
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, and optional under jest
      impl = (require('@edu/shared/rich-text') as { sanitizeCourseHtml: Sanitize }).sanitizeCourseHtml;
    } catch {
      impl = null;
    }
  }
  return impl ? impl(html, { iframeHosts: [] }) : html;
}
