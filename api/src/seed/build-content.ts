import { slugify } from '../lib/text';
import { SEED_EPOCH } from './build-catalogue';
import { bannerCopy, bannerSlots, pages, postCategories, posts, supportArticles, tags } from './content-data';
import { bannerColor, demoArtUrl } from './demo-art';

const DAY = 86_400_000;

export function buildContent() {
  const postRows = posts.map(([title, category_id, , summary], i) => ({
    id: i + 1,
    category_id,
    title,
    slug: slugify(title),
    summary,
    // the page prints the summary as the article's lead: the body starts after it
    content:
      `<h2>Chi tiết</h2><p>Bài viết "${title}" tổng hợp thông tin hữu ích cho học sinh, phụ huynh và người đi làm. ` +
      'Hãy theo dõi chuyên mục để cập nhật tin mới nhất.</p>',
    thumbnail: demoArtUrl('post', i + 1),
    author: 'Ban biên tập',
    views: (i * 137) % 1000,
    published_at: new Date(SEED_EPOCH + (i * 3 + 1) * DAY).toISOString(),
  }));
  const postTags = posts.flatMap(([, , tagIds], i) => tagIds.map((tag_id) => ({ post_id: i + 1, tag_id })));
  const supportRows = supportArticles.map(([category, title, content], i) => ({
    id: i + 1,
    category,
    title,
    slug: slugify(title),
    content: `<p>${content}</p>`,
    likes: 0,
    dislikes: 0,
    idx: i + 1,
  }));
  const pageRows = pages.map(([type, slug, title, content], i) => ({
    id: i + 1,
    type,
    slug,
    title,
    content,
    meta_description: title,
    meta_keywords: `${title}, học trực tuyến`,
    data: { banner_placement: type === 'exam_gate' ? 20 : type === 'intro' ? 5 : type === 'solution' ? 10 : null },
  }));
  const banners = bannerSlots().map(({ id, placement, k, wide }) => ({
    id,
    title: bannerCopy[placement]![k]![0],
    image: demoArtUrl(wide ? 'banner' : 'panel', id),
    width: wide ? 1200 : 800,
    height: wide ? 400 : 300,
    link: k === 0 ? '/khoa-hoc' : `/khoa-hoc?section=${k === 1 ? 'free' : 'featured'}`,
    placement,
    color: bannerColor(id),
    idx: k + 1,
    active: true,
  }));
  return { postCategories, tags, postRows, postTags, supportRows, pageRows, banners };
}

export function buildNavigation(categories: Array<{ id: number; parent_id: number | null; name: string; slug: string }>) {
  const rows: Array<{ id: number; menu: string; parent_id: number | null; idx: number; title: string; link: string }> = [];
  const add = (menu: string, parent_id: number | null, title: string, link: string) => {
    const id = rows.length + 1;
    rows.push({ id, menu, parent_id, idx: rows.filter((r) => r.menu === menu && r.parent_id === parent_id).length + 1, title, link });
    return id;
  };
  add('header', null, 'Trang chủ', '/');
  const courses = add('header', null, 'Khóa học', '/khoa-hoc');
  for (const c of categories.filter((x) => x.parent_id === null)) add('header', courses, c.name, `/danh-muc/${c.slug}`);
  add('header', null, 'Home-study', '/home-study');
  add('header', null, 'Cổng thi', '/cong-thi');
  const solutions = add('header', null, 'Giải pháp', '/giai-phap');
  add('header', solutions, 'Trường học số', '/giai-phap/truong-hoc-so');
  add('header', solutions, 'Đào tạo doanh nghiệp', '/giai-phap/doanh-nghiep');
  add('header', null, 'Tin tức', '/tin-tuc');
  add('header', null, 'Hỗ trợ', '/ho-tro-khach-hang');
  const about = add('footer', null, 'Về chúng tôi', '/gioi-thieu');
  add('footer', about, 'Giới thiệu', '/gioi-thieu');
  add('footer', about, 'Liên hệ', '/lien-he');
  add('footer', about, 'Điều khoản sử dụng', '/dieu-khoan-su-dung');
  add('footer', about, 'Chính sách bảo mật', '/chinh-sach-bao-mat');
  add('footer', about, 'Chính sách hoàn tiền', '/chinh-sach-hoan-tien');
  const help = add('footer', null, 'Hỗ trợ học viên', '/ho-tro-khach-hang');
  add('footer', help, 'Kích hoạt khóa học', '/tai-khoan/kich-hoat-khoa-hoc');
  add('footer', help, 'Hướng dẫn thanh toán', '/ho-tro-khach-hang/cac-phuong-thuc-thanh-toan-duoc-ho-tro');
  return rows;
}

export const tagRows = tags;
