import { Type, type Static } from '@sinclair/typebox';
import { Banner } from './catalogue';
import { Nullable, Paginated, Timestamp } from './common';

export const TagRef = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() });
export type TagRef = Static<typeof TagRef>;
export const Tag = Type.Object({ ...TagRef.properties, post_count: Type.Integer() });
/** GET /api/user/tag.json: every tag, or `{ tag }` when slug= names one. */
export const TagAnswer = Type.Union([Type.Array(Tag), Type.Object({ tag: Tag })]);

export const PostCategory = Type.Object({
  id: Type.Integer(),
  parent_id: Nullable(Type.Integer()),
  name: Type.String(),
  slug: Type.String(),
  index: Type.Integer(),
});

export const PostSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  summary: Type.String(),
  thumbnail: Nullable(Type.String()),
  author: Type.String(),
  views: Type.Integer(),
  published_at: Timestamp,
  category: Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() }),
  tags: Type.Array(TagRef),
});
export type PostSummary = Static<typeof PostSummary>;

export const PostDetail = Type.Object({
  ...PostSummary.properties,
  content: Type.String({ description: 'rich HTML, sanitized on the server and again on render' }),
  related: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), slug: Type.String(), thumbnail: Nullable(Type.String()) })),
});
export type PostDetail = Static<typeof PostDetail>;
export const PostList = Paginated(PostSummary);
export type PostList = Static<typeof PostList>;
export const PostDetails = Type.Object({ post: PostDetail });

export const SupportArticle = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  title: Type.String(),
  slug: Type.String(),
  content: Type.Optional(Type.String({ description: 'details only' })),
  likes: Type.Integer(),
  dislikes: Type.Integer(),
  my_vote: Type.Optional(Nullable(Type.Boolean({ description: 'details only: this visitor found it helpful (true), not (false), or has not said' }))),
});
export type SupportArticle = Static<typeof SupportArticle>;
export const SupportArticleList = Paginated(SupportArticle);
export const SupportArticleDetails = Type.Object({ article: SupportArticle });
export const SupportVote = Type.Object({ id: Type.Integer(), likes: Type.Integer(), dislikes: Type.Integer(), my_vote: Type.Boolean() });
/** POST /api/user/support.json: the request as filed. */
export const SupportRequestFiled = Type.Object({ id: Type.Integer(), created_at: Timestamp });

export const NotificationItem = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  content: Type.Optional(Type.String({ description: 'details only' })),
  link: Nullable(Type.String()),
  read_at: Nullable(Timestamp),
  created_at: Timestamp,
});
export type NotificationItem = Static<typeof NotificationItem>;
export const NotificationList = Type.Object({ ...Paginated(NotificationItem).properties, unread_count: Type.Integer() });
export type NotificationList = Static<typeof NotificationList>;
export const NotificationDetails = Type.Object({ notification: NotificationItem });
export const NotificationsRead = Type.Object({ updated: Type.Integer() });

/** GET /restapi/page/getpagedata?path= */
export const PageData = Type.Object({
  page: Type.Object({
    id: Type.Integer(),
    type: Type.String(),
    slug: Type.String(),
    title: Type.String(),
    content: Type.String(),
    meta_description: Type.String(),
    meta_keywords: Type.String(),
    // Free-form on purpose: each content type (SPEC §3) keeps its own settings here (e.g. banner_placement).
    data: Type.Record(Type.String(), Type.Unknown()),
  }),
  meta: Type.Object({ title: Type.String(), description: Type.String(), keywords: Type.String() }),
  banners: Type.Array(Banner),
  siblings: Type.Array(
    Type.Object({ id: Type.Integer(), type: Type.String(), slug: Type.String(), title: Type.String(), meta_description: Type.String() }),
  ),
});
export type PageData = Static<typeof PageData>;
