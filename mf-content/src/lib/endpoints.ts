/** Every API path the content remote calls (SPEC §7), in one place. */
export const ENDPOINTS = {
  posts: '/api/user/post.json',
  postDetails: '/api/user/post/details.json',
  postCategories: '/api/user/post/category.json',
  tags: '/api/user/tag.json',
  support: '/api/user/support.json',
  supportDetails: '/api/user/support/details.json',
  supportLike: '/api/user/support/like.json',
  media: '/api/user/media.json',
  navigation: '/api/user/navigation.json',
  pageData: '/restapi/page/getpagedata',
} as const;
