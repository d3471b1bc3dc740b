/**
 * The design tokens as typed constants, for code that needs a value (a canvas, an inline style, a media
 * query in JS). The same values are CSS custom properties in styles/tokens.css; a test holds them equal.
 * Every text colour meets WCAG AA (4.5:1) on `surface` and `bg`, and white text on the fills does too.
 */
export const colors = {
  primary: '#1a56db',
  primaryDark: '#1240a8',
  accent: '#c2410c',
  text: '#1f2937',
  muted: '#4b5563',
  border: '#e5e7eb',
  bg: '#f5f7fb',
  surface: '#ffffff',
  danger: '#dc2626',
  success: '#15803d',
  // non-text (star glyphs): 3:1 on white
  star: '#d97706',
} as const;

/** 4-px grid. */
export const space = { 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '24px', 6: '32px', 7: '48px' } as const;

/** The site's typeface, self-hosted (styles/fonts.css), then local fonts metric-matched to it until it loads. */
export const fontFamily = { sans: "'Be Vietnam Pro', 'Be Vietnam Pro Fallback', 'Be Vietnam Pro Fallback DejaVu', sans-serif" } as const;

export const fontSize = { sm: '13px', base: '16px', md: '18px', lg: '22px', xl: '28px' } as const;

export const radius = { sm: '4px', md: '8px', pill: '999px' } as const;

/** Phone first: styles are written for 375 px and widen at these. */
export const breakpoints = { tablet: 768, desktop: 960, wide: 1200 } as const;

export const motion = { fast: '150ms', base: '250ms' } as const;

/** Custom property name of a colour token: cssVar('primary') → '--c-primary'. */
export const cssVar = (name: keyof typeof colors): string => `--c-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
