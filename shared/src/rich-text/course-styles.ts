/**
 * Inline CSS allowed in course content. Positioning (position, z-index, top, transform …) is left
 * out so content cannot overlay the page's own controls.
 */
export const COURSE_STYLE_PROPERTIES: readonly string[] = [
  'color', 'background-color', 'background',
  'font', 'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant',
  'text-align', 'text-decoration', 'text-transform', 'text-indent', 'line-height',
  'letter-spacing', 'word-spacing', 'white-space', 'vertical-align', 'direction',
  'margin', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left',
  'padding', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  'border', 'border-top', 'border-right', 'border-bottom', 'border-left',
  'border-color', 'border-width', 'border-style', 'border-radius', 'border-collapse', 'border-spacing',
  'width', 'height', 'max-width', 'min-width', 'max-height', 'min-height',
  'display', 'float', 'clear', 'list-style', 'list-style-type', 'box-sizing', 'table-layout', 'overflow',
];

/**
 * A value made of ordinary CSS characters, with no url()/image()/expression() call, no scheme
 * (javascript:, data: …) and no backslash (CSS escapes could spell any of those).
 */
export const SAFE_CSS_VALUE =
  /^(?![\s\S]*(?:url|image|image-set|cross-fade|element|expression|src)\s*\()(?![\s\S]*[a-z]\s*:)[\w\s#%.,()'"!/+*-]*$/i;
