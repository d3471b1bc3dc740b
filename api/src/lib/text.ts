const FROM = 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ';
const TO = 'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyyd';
const MAP = new Map([...FROM].map((c, i) => [c, TO[i]!]));

/** Lower-case and strip Vietnamese diacritics (same mapping as SQL vn_unaccent). */
export function unaccent(s: string): string {
  return [...s.normalize('NFC').toLowerCase()].map((c) => MAP.get(c) ?? c).join('');
}

export function slugify(s: string): string {
  return unaccent(s)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Free text → a prefix tsquery ('tieng:* & anh:*'), or null when nothing searchable is left. */
export function toPrefixTsQuery(q: string, prefix = true): string | null {
  const words = unaccent(q)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => (prefix ? `${w}:*` : w)).join(' & ') : null;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** What a learner types for others to read (a review, a question), as stored: plain text, trimmed, no control characters, at most one blank line in a row. */
export function normalisePlainText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .split('\n')
      .map((line) => line.replace(/[ \t]+/g, ' ').trimEnd())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
