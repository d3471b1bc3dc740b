const { createRemoteConfig } = require('../ops/webpack/create-config.cjs');

/** Each name is a page the shell's route table loads; the publish gate checks they all exist. */
module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mf_catalogue',
  pages: ['HomePage', 'CourseListPage', 'CourseDetailPage', 'CategoryPage', 'SearchPage', 'TeacherPage', 'RelatedCoursesParcel'],
});
