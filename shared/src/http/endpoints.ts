/**
 * Every API path the browser apps call (SPEC §7), in one place for the shell and every remote: a call
 * names its endpoint (`apiGet(ENDPOINTS.cart)`), so a renamed route is one edit and a grep for a path
 * finds every caller. Grouped by the area that owns the route on the server; several apps call the same
 * path (the cart, course details), and it is listed once.
 */
export const ENDPOINTS = {
  // Site
  settings: '/api/settings.json',
  redirect: '/api/redirect.json',
  pageData: '/restapi/page/getpagedata',
  navigation: '/api/user/navigation.json',
  media: '/api/user/media.json',
  upload: '/api/user/upload.json',
  clientErrorBeacon: '/api/telemetry/client-error.json',
  remoteLoadBeacon: '/api/telemetry/remote_load.json',
  vitalsBeacon: '/api/telemetry/vitals.json',

  // Sign-in and the learner's account
  login: '/api/user/login.json',
  loginPhone: '/api/user/login_phone.json',
  loginSso: '/api/user/login_sso.json',
  logout: '/api/user/logout.json',
  refresh: '/api/user/refresh.json',
  register: '/api/user/register.json',
  verifyOtp: '/api/user/verify_otp.json',
  resendOtp: '/api/user/resend_otp.json',
  forgotPassword: '/api/user/forgot_password.json',
  changePasswordAfterVerify: '/api/user/change_password_after_verify.json',
  changePassword: '/api/user/change_password.json',
  userDetails: '/api/user/details.json',
  user: '/api/user/user.json',
  userPolicy: '/api/user/user_policy.json',
  userSupport: '/api/user/user_support.json',
  socialLink: '/api/user/social_network_link.json',
  socialUnlink: '/api/user/unlink_social_network.json',
  changeEmailCheck: '/api/user/change_email/check.json',
  changeEmail: '/api/user/change_email.json',
  changeEmailConfirm: '/api/auth/change_email.json',
  changePhone: '/api/user/change_phone.json',
  changePhoneConfirm: '/api/auth/change_phone.json',
  verifyEmail: '/api/auth/verify_email.json',
  notifications: '/api/user/notification.json',
  notificationDetails: '/api/user/notification/details.json',
  mySubscriptionPlans: '/api/user/my_subscription_plan.json',
  devSsoAuthorize: '/api/dev/sso/authorize.json',

  // Catalogue
  courses: '/api/user/course.json',
  courseDetails: '/api/user/course/details.json',
  courseVote: '/api/user/course/vote.json',
  courseReviews: '/api/user/course/reviews.json',
  exams: '/api/user/exam.json',
  wishlist: '/api/user/wishlist.json',
  wishlistIds: '/api/user/wishlist/ids.json',
  examStart: '/api/user/exam/start.json',
  examSubmit: '/api/user/exam/submit.json',
  myExamResults: '/api/user/exam/mine.json',
  lessonNotes: '/api/user/lesson/notes.json',
  lessonQuestions: '/api/user/lesson/questions.json',
  lessonAnswers: '/api/user/lesson/answers.json',
  lessonQaReport: '/api/user/lesson/qa_report.json',
  certificate: '/api/user/certificate.json',
  myCertificates: '/api/user/certificate/mine.json',
  courseReview: '/api/user/course/review.json',
  courseReviewReport: '/api/user/course/review/report.json',
  viewedCourses: '/api/user/course/viewed.json',
  categories: '/api/user/category.json',
  subjects: '/api/user/subject.json',
  subjectLike: '/api/user/subject/like.json',
  priceRanges: '/api/user/price_range.json',

  // Commerce
  cart: '/api/user/cart.json',
  // HTML forms a page posts before its app has started (303 + flash; docs/decisions/2026-11-27-actions-before-the-app.md)
  cartForm: '/api/form/cart',
  enrolFreeForm: '/api/form/enrol-free',
  signInForm: '/api/form/sign-in',
  signUpForm: '/api/form/sign-up',
  signUpCodeForm: '/api/form/sign-up-code',
  resendCodeForm: '/api/form/resend-code',
  signOutForm: '/api/form/sign-out',
  order: '/api/user/order.json',
  orderDetails: '/api/user/order/details.json',
  activateCourse: '/api/user/order/active.json',
  payment: '/api/user/order/payment.json',
  validatePayment: '/api/external/validate_order_payment.json',
  promotions: '/api/user/promotion.json',
  promoCheck: '/api/user/promotion/check.json',

  // Affiliate programme (mine only; the click call sets the attribution cookie)
  affiliate: '/api/user/affiliate.json',
  affiliateLink: '/api/user/affiliate/link.json',
  affiliateClick: '/api/user/affiliate/click.json',
  affiliatePayout: '/api/user/affiliate/payout.json',

  // Learning
  myCourses: '/api/user/my_course.json',
  lessons: '/api/user/lesson.json',
  lessonDetails: '/api/user/lesson/details.json',
  learningLog: '/api/user/lesson/learning_log.json',
  watchSession: '/api/user/lesson/watch_session.json',
  watchHeartbeat: '/api/user/lesson/heartbeat.json',
  lessonError: '/api/user/lesson/error.json',
  externalLinks: '/api/user/course/external_link.json',
  folders: '/api/user/folders.json',

  // Content and support
  posts: '/api/user/post.json',
  postDetails: '/api/user/post/details.json',
  postCategories: '/api/user/post/category.json',
  tags: '/api/user/tag.json',
  support: '/api/user/support.json',
  supportDetails: '/api/user/support/details.json',
  supportLike: '/api/user/support/like.json',
  supportPing: '/api/user/support/ping.json',

  // Moderation (admin role or ADMIN_TOKEN)
  moderationQueue: '/api/admin/moderation.json',
  moderationDecide: '/api/admin/moderation/decide.json',
} as const;
