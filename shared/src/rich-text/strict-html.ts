import sanitizeHtml from 'sanitize-html';
import { HEX_COLOR, RGB_COLOR } from './css-color';

/**
 * SPEC §5 stricter sanitiser: br, strong, em, p, div, span; style limited to color (hex or rgb),
 * text-align (left, right, center) and font-size (px, em, %). No other attribute survives.
 * Disallowed tags are removed and their text kept (script/style content is dropped): this is for
 * short labels where escaped markup would be noise.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['br', 'strong', 'em', 'p', 'div', 'span'],
  allowedAttributes: { '*': ['style'] },
  allowedStyles: {
    '*': {
      color: [HEX_COLOR, RGB_COLOR],
      'text-align': [/^(?:left|right|center)$/i],
      'font-size': [/^\d+(?:\.\d+)?(?:px|em|%)$/i],
    },
  },
  disallowedTagsMode: 'discard',
  allowedSchemes: [],
};

export function sanitizeStrictHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS);
}
