/** Every API path the catalogue calls (SPEC §7), in one place. */
export const ENDPOINTS = {
  courses: '/api/user/course.json',
  courseDetails: '/api/user/course/details.json',
  courseVote: '/api/user/course/vote.json',
  categories: '/api/user/category.json',
  subjects: '/api/user/subject.json',
  priceRanges: '/api/user/price_range.json',
  media: '/api/user/media.json',
  settings: '/api/settings.json',
  cart: '/api/user/cart.json',
  posts: '/api/user/post.json',
} as const;
