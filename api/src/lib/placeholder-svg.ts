import { escapeHtml } from './text';

const COLORS = ['#0b5394', '#e69138', '#38761d', '#741b47', '#134f5c', '#990000', '#3d85c6', '#6aa84f'];
const SIZES: Record<string, [number, number]> = {
  course: [640, 360],
  banner: [1200, 400],
  post: [640, 360],
  teacher: [200, 200],
  subject: [320, 200],
  promo: [640, 320],
};
const LABELS: Record<string, string> = {
  course: 'Khóa học',
  banner: 'Banner',
  post: 'Tin tức',
  teacher: 'Giảng viên',
  subject: 'Chủ đề',
  promo: 'Khuyến mãi',
};

/** 'course-12' → a coloured SVG with a label; deterministic, so it caches well. */
export function placeholderSvg(name: string): string {
  const [kind = 'course', num = '0'] = name.split('-');
  const n = Number(num);
  const [w, h] = SIZES[kind] ?? [640, 360];
  const label = `${LABELS[kind] ?? kind} #${n}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="100%" height="100%" fill="${COLORS[n % COLORS.length]}"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(h / 8)}" text-anchor="middle" dominant-baseline="middle">${escapeHtml(label)}</text></svg>`
  );
}
