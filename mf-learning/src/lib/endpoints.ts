/** Every API path the learning remote calls (SPEC §7), in one place. */
export const ENDPOINTS = {
  settings: '/api/settings.json',
  courseDetails: '/api/user/course/details.json',
  lessons: '/api/user/lesson.json',
  lessonDetails: '/api/user/lesson/details.json',
  learningLog: '/api/user/lesson/learning_log.json',
  lessonError: '/api/user/lesson/error.json',
  externalLinks: '/api/user/course/external_link.json',
  myCourses: '/api/user/my_course.json',
  folders: '/api/user/folders.json',
  media: '/api/user/media.json',
  pageData: '/restapi/page/getpagedata',
} as const;
