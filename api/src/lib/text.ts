const FROM = 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ';
const TO = 'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyyd';
const MAP = new Map([...FROM].map((c, i) => [c, TO[i]!]));

/** Lower-case and strip Vietnamese diacritics (same mapping as SQL vn_unaccent). */
export function unaccent(s: string): string {
  return [...s.normalize('NFC').toLowerCase()].map((c) => MAP.get(c) ?? c).join('');
}

export function slugify(s: string): string {
  return unaccent(s).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** Free text → a prefix tsquery ('tieng:* & anh:*'), or null when nothing searchable is left. */
export function toPrefixTsQuery(q: string): string | null {
  const words = unaccent(q).split(/[^a-z0-9]+/).filter(Boolean).slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
