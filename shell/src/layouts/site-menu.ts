import { ENDPOINTS, apiGet, type NavigationItem } from '@edu/shared/core';
import { shellQueries } from '../app/shell-queries';

export interface MenuLink {
  title: string;
  link: string;
  children: MenuLink[];
}

/**
 * Shown when the API's menus are not there (the API down, an empty menu; a page the browser renders
 * before they arrive): the site's main sections, the same as the seeded menus.
 */
const FALLBACK: Record<'header' | 'footer', MenuLink[]> = {
  header: [
    { title: 'Khóa học', link: '/khoa-hoc', children: [] },
    { title: 'Home-study', link: '/home-study', children: [] },
    { title: 'Cổng thi', link: '/cong-thi', children: [] },
    { title: 'Giải pháp', link: '/giai-phap', children: [] },
    { title: 'Tin tức', link: '/tin-tuc', children: [] },
    { title: 'Hỗ trợ', link: '/ho-tro-khach-hang', children: [] },
  ],
  footer: [
    {
      title: 'Về chúng tôi',
      link: '/gioi-thieu',
      children: [
        { title: 'Giới thiệu', link: '/gioi-thieu', children: [] },
        { title: 'Liên hệ', link: '/lien-he', children: [] },
      ],
    },
    {
      title: 'Hỗ trợ học viên',
      link: '/ho-tro-khach-hang',
      children: [
        { title: 'Hỗ trợ khách hàng', link: '/ho-tro-khach-hang', children: [] },
        { title: 'Kích hoạt khóa học', link: '/tai-khoan/kich-hoat-khoa-hoc', children: [] },
      ],
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

const MENU_STALE_MS = 10 * 60_000;

/**
 * The menus are the same for everyone, signed in or not. Signing in or out empties the page's query cache (one
 * learner's data never shows to the next), which took the menu with it: until it was asked again the header fell
 * back to the fixed sections and changed under the learner (issue 34). The page keeps the menu it last showed.
 */
const lastShown: Partial<Record<'header' | 'footer', MenuLink[]>> = {};

/**
 * The header or footer menu editors manage (GET navigation.json), through the one query cache: the
 * server renders the page with it and hands the answer over, so the browser shows the same menu and
 * asks nothing at start-up. The fixed sections when there is none.
 */
export function useSiteMenu(menu: 'header' | 'footer'): MenuLink[] {
  const { data } = shellQueries.useQuery(['navigation', menu], (signal) => apiGet<NavigationItem[]>(ENDPOINTS.navigation, { menu }, { signal }), {
    staleMs: MENU_STALE_MS,
  });
  if (data?.length) {
    const links = toMenuLinks(data);
    if (typeof window !== 'undefined') lastShown[menu] = links;
    return links;
  }
  return lastShown[menu] ?? FALLBACK[menu];
}
