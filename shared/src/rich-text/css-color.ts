/** Hex colour: #rgb or #rrggbb. */
export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** rgb(r, g, b) with integer channels 0–255 (checked by isCssColor). */
export const RGB_COLOR = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;

/** The named colours colour markup accepts; anything else must be hex or rgb(). */
export const NAMED_COLORS: ReadonlySet<string> = new Set([
  'black',
  'white',
  'gray',
  'grey',
  'silver',
  'red',
  'maroon',
  'orange',
  'yellow',
  'gold',
  'olive',
  'lime',
  'green',
  'teal',
  'aqua',
  'cyan',
  'blue',
  'navy',
  'purple',
  'violet',
  'indigo',
  'magenta',
  'fuchsia',
  'pink',
  'brown',
  'crimson',
  'orangered',
  'darkred',
  'darkgreen',
  'darkblue',
]);

function isRgb(value: string): boolean {
  const m = RGB_COLOR.exec(value);
  return !!m && [m[1], m[2], m[3]].every((c) => Number(c) <= 255);
}

/** Hex, rgb() or a name from NAMED_COLORS (case-insensitive). */
export function isCssColor(value: string): boolean {
  const v = value.trim();
  return HEX_COLOR.test(v) || isRgb(v) || NAMED_COLORS.has(v.toLowerCase());
}
