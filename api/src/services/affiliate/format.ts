/** 245000 → "245.000đ", as the site writes prices (for messages the API sends). */
export function formatVnd(n: number): string {
  return `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}đ`;
}
