export type { NotificationItem, NotificationList, PageData, PostDetail, PostList, PostSummary, SupportArticle, TagRef } from '../schemas/content';
