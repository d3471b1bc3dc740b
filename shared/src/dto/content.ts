import type { Banner } from './catalogue';
import type { Paginated } from './envelope';

export interface TagRef {
  id: number;
  name: string;
  slug: string;
}

export interface PostSummary {
  id: number;
  title: string;
  slug: string;
  summary: string;
  thumbnail: string | null;
  author: string;
  views: number;
  published_at: string;
  category: { id: number; name: string; slug: string };
  tags: TagRef[];
}

export interface PostDetail extends PostSummary {
  content: string;
  related: Array<{ id: number; title: string; slug: string; thumbnail: string | null }>;
}

export type PostList = Paginated<PostSummary>;

export interface SupportArticle {
  id: number;
  category: string;
  title: string;
  slug: string;
  content?: string;
  likes: number;
  dislikes: number;
  my_vote?: boolean | null;
}

export interface NotificationItem {
  id: number;
  slug: string;
  title: string;
  summary: string;
  content?: string;
  link: string | null;
  read_at: string | null;
  created_at: string;
}

export interface NotificationList extends Paginated<NotificationItem> {
  unread_count: number;
}

/** GET /restapi/page/getpagedata?path= */
export interface PageData {
  page: { id: number; type: string; slug: string; title: string; content: string; meta_description: string; meta_keywords: string; data: Record<string, unknown> };
  meta: { title: string; description: string; keywords: string };
  banners: Banner[];
  siblings: Array<{ id: number; type: string; slug: string; title: string }>;
}
