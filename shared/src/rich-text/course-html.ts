import sanitizeHtml from 'sanitize-html';
import { iframeHostRules } from './iframe-hosts';
import { SAFE_CSS_VALUE, COURSE_STYLE_PROPERTIES } from './course-styles';

export interface CourseHtmlOptions {
  /** The product's own iframe hosts; defaults to the runtime config's `iframeHosts`. */
  iframeHosts?: readonly string[];
}

const TAGS = [...sanitizeHtml.defaults.allowedTags, 'img', 'iframe', 'del', 'ins', 'strike', 'font'];

const ATTRIBUTES: sanitizeHtml.IOptions['allowedAttributes'] = {
  '*': ['style', 'class', 'title'],
  a: ['href', 'name', 'target', 'rel'],
  img: ['src', 'srcset', 'alt', 'width', 'height', 'loading'],
  iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder', 'loading', 'referrerpolicy'],
  table: ['border', 'cellpadding', 'cellspacing', 'width', 'align'],
  td: ['colspan', 'rowspan', 'align', 'valign', 'width', 'height'],
  th: ['colspan', 'rowspan', 'align', 'valign', 'width', 'height', 'scope'],
  col: ['span', 'width'],
  ol: ['start', 'type', 'reversed'],
  li: ['value'],
  font: ['color', 'size', 'face'],
};

const STYLES = { '*': Object.fromEntries(COURSE_STYLE_PROPERTIES.map((p) => [p, [SAFE_CSS_VALUE]])) };

function options(hosts: readonly string[] | undefined): sanitizeHtml.IOptions {
  const rules = iframeHostRules(hosts);
  return {
    allowedTags: TAGS,
    allowedAttributes: ATTRIBUTES,
    allowedStyles: STYLES,
    disallowedTagsMode: 'escape',
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
    allowedIframeHostnames: rules.hostnames,
    allowedIframeDomains: rules.domains,
    allowIframeRelativeUrls: false,
    transformTags: {
      // https only: sanitize-html would otherwise accept a protocol-relative '//host/…' src.
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: Object.fromEntries(Object.entries(attribs).filter(([name, value]) => name !== 'src' || /^https:\/\//i.test(value.trim()))),
      }),
      a: (tagName, attribs) => ({ tagName, attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
    },
    // An iframe whose src was refused is dropped whole, fallback content included.
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  };
}

/**
 * Course descriptions and lesson content (SPEC §5): common tags plus img and iframe; iframes only
 * over https from YouTube, youtube-nocookie, the Vimeo player and the product's own hosts; style
 * (filtered per property), class and title on every tag; disallowed tags shown escaped.
 */
export function sanitizeCourseHtml(html: string | null | undefined, opts: CourseHtmlOptions = {}): string {
  if (!html) return '';
  return sanitizeHtml(html, options(opts.iframeHosts));
}
