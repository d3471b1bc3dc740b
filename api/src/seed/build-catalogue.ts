import { sanitizeCourseDescription } from '../lib/sanitize';
import { slugify } from '../lib/text';
import { categories, courseGroups, courses, subjects, teachers } from './catalogue-data';
import { COURSE_FOCUS } from './course-focus';
import { demoArtUrl } from './demo-art';

const DAY = 86_400_000;
/** Fixed reference time so the seed is deterministic. */
export const SEED_EPOCH = Date.UTC(2025, 0, 1);

const YOUTUBE_IDS = ['dQw4w9WgXcQ', 'M7lc1UVf-VE', 'aqz-KE-bpKQ', 'ysz5S6PUM-U', 'jNQXAC9IVRw'];

export const aliasCode = (id: number) => `c${String(id).padStart(4, '0')}`;

function description(name: string, teacher: string, i: number): string {
  const focus = COURSE_FOCUS[i + 1] ? `<h3>Nội dung chính</h3><p>${COURSE_FOCUS[i + 1]}</p>` : '';
  const video =
    i % 5 === 0
      ? `<p><iframe src="https://www.youtube-nocookie.com/embed/${YOUTUBE_IDS[i % YOUTUBE_IDS.length]}" width="560" height="315" allowfullscreen></iframe></p>`
      : '';
  return sanitizeCourseDescription(
    `<h2>Giới thiệu khóa học</h2><p><strong>${name}</strong> do ${teacher} biên soạn và giảng dạy, ` +
      `bám sát nhu cầu thực tế của học viên Việt Nam.</p>${video}` +
      '<h3>Bạn sẽ học được gì?</h3><ul><li>Nắm chắc kiến thức nền tảng</li><li>Luyện tập qua bài tập có lời giải</li>' +
      '<li>Áp dụng ngay vào học tập và công việc</li></ul>' +
      focus +
      '<h3>Đối tượng phù hợp</h3><p style="text-align: left">Người mới bắt đầu và người muốn hệ thống lại kiến thức.</p>',
  );
}

export function buildCatalogue() {
  const categoryRows = categories.map((c, i) => {
    const parent = categories.find((p) => p.id === c.parent_id);
    return { ...c, idx: i + 1, path: parent ? `/${parent.id}/${c.id}/` : `/${c.id}/` };
  });
  const subjectRows = subjects.map((s, i) => ({ ...s, idx: i + 1, image: demoArtUrl('subject', s.id) }));
  const teacherRows = teachers.map((t) => ({ ...t, avatar: demoArtUrl('teacher', t.id) }));

  const courseRows = courses.map(([name, subjectId, categoryId, teacherId, price, priceNew, type, flatform, , featured], i) => {
    const id = i + 1;
    const teacher = teachers.find((t) => t.id === teacherId)!;
    const short = `Khóa học ${name.toLowerCase()} cùng ${teacher.name}: bài giảng video, bài tập và hỗ trợ trực tuyến.`;
    return {
      id,
      name,
      alias: slugify(name),
      alias_code: aliasCode(id),
      type,
      thumbnail: demoArtUrl('course', id),
      thumb_w: 640,
      thumb_h: 360,
      teacher_id: teacherId,
      price,
      price_new: priceNew,
      total_child: courseGroups[id]?.length ?? 0,
      flatform_type: flatform,
      vote_total: 0,
      vote_count: 0,
      category_id: categoryId,
      subject_id: subjectId,
      short_description: short,
      description: description(name, teacher.full_name, i),
      meta_title: name,
      meta_description: short,
      meta_keywords: `${name}, học online, ${teacher.name}`,
      featured,
      popularity: ((id * 7919) % 500) + (featured ? 500 : 0),
      published: true,
      created_at: new Date(SEED_EPOCH + id * DAY).toISOString(),
    };
  });

  const pods = courses.flatMap(([, , , , , , , , coursePods], i) =>
    coursePods.map(([cycle, price], idx) => ({ course_id: i + 1, cycle, price, idx })),
  );
  const children = Object.entries(courseGroups).flatMap(([parent, kids]) =>
    kids.map((child_id, idx) => ({ parent_id: Number(parent), child_id, idx })),
  );

  let lessonId = 0;
  const lessons = courseRows
    .filter((c) => c.type !== 'combo')
    .flatMap((c) => {
      const count = 6 + (c.id % 7);
      const chapters = ['Chương 1: Làm quen', 'Chương 2: Kiến thức trọng tâm', 'Chương 3: Luyện tập và tổng kết'];
      return Array.from({ length: count }, (_, k) => {
        const useYoutube = (c.id + k) % 3 === 0;
        return {
          id: ++lessonId,
          course_id: c.id,
          chapter: chapters[Math.min(2, Math.floor((k * 3) / count))]!,
          title: `Bài ${k + 1}: ${k === 0 ? 'Giới thiệu' : k === count - 1 ? 'Tổng kết và bài kiểm tra' : `Chủ đề ${k + 1}`}`,
          position: k + 1,
          duration_seconds: 300 + ((c.id * 37 + k * 53) % 900),
          is_free_preview: k < (c.id % 2 === 0 ? 2 : 1),
          youtube: useYoutube ? YOUTUBE_IDS[(c.id + k) % YOUTUBE_IDS.length]! : null,
          adaptive_link: useYoutube ? null : `khoa-hoc-${c.id}/bai-${k + 1}`,
          qualities: useYoutube ? [] : k % 2 === 0 ? [240, 360, 480, 720, 1080] : [240, 360, 480, 720],
          content: `<p>Nội dung bài ${k + 1} của khóa <strong>${c.name}</strong>.</p>`,
        };
      });
    });

  const externalLinks = courseRows
    .filter((c) => c.id % 4 === 0)
    .map((c) => ({ course_id: c.id, title: 'Tài liệu khóa học (PDF)', url: `https://tai-lieu.khoahoc.example/${c.alias}.pdf`, idx: 1 }));

  return { categoryRows, subjectRows, teacherRows, courseRows, pods, children, lessons, externalLinks };
}
