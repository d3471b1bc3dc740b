import type { NavigationItem } from '@edu/shared';
import { useChrome } from '../app/chrome-store';

export interface MenuLink {
  title: string;
  link: string;
  children: MenuLink[];
}

/**
 * Shown until the API's menus arrive (and in the server's HTML, so the page hydrates the same): the
 * site's main sections, the same as the seeded menus.
 */
const FALLBACK: Record<'header' | 'footer', MenuLink[]> = {
  header: [
    { title: 'Khóa học', link: '/khoa-hoc', children: [] },
    { title: 'Tin tức', link: '/tin-tuc', children: [] },
    { title: 'Giải pháp', link: '/giai-phap', children: [] },
    { title: 'Cổng thi', link: '/cong-thi', children: [] },
    { title: 'Hỗ trợ', link: '/ho-tro-khach-hang', children: [] },
  ],
  footer: [
    {
      title: 'Về chúng tôi', link: '/gioi-thieu',
      children: [{ title: 'Giới thiệu', link: '/gioi-thieu', children: [] }, { title: 'Liên hệ', link: '/lien-he', children: [] }],
    },
    {
      title: 'Hỗ trợ học viên', link: '/ho-tro-khach-hang',
      children: [{ title: 'Hỗ trợ khách hàng', link: '/ho-tro-khach-hang', children: [] }, { title: 'Kích hoạt khóa học', link: '/tai-khoan/kich-hoat-khoa-hoc', children: [] }],
    },
  ],
};

/** Only site paths are followed in the menus (an editor's typo never links off-site). */
const isSitePath = (link: string) => link.startsWith('/') && !link.startsWith('//');

export function toMenuLinks(items: readonly NavigationItem[]): MenuLink[] {
  return [...items]
    .filter((i) => isSitePath(i.link) && i.title.trim())
    .sort((a, b) => a.index - b.index)
    .map((i) => ({ title: i.title.trim(), link: i.link, children: toMenuLinks(i.childs ?? []) }));
}

/** The header or footer menu: the API's, or the fixed sections until it arrives. */
export function useSiteMenu(menu: 'header' | 'footer'): MenuLink[] {
  const items = useChrome((s) => (menu === 'header' ? s.headerMenu : s.footerMenu));
  return items ? toMenuLinks(items) : FALLBACK[menu];
}
