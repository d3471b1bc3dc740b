import { SmartLink } from '@edu/ui';
import type { CourseDetailVm } from '../course-detail-vm';

/** Who teaches the course: name (to the teacher page), title and a short biography. */
export function CourseTeacher({ course }: { course: CourseDetailVm }) {
  const { teacher, teacherProfile } = course;
  if (!teacher.name) return null;
  return (
    <section className="cat-detail-section" aria-labelledby="cat-teacher-title">
      <h2 id="cat-teacher-title">Giảng viên</h2>
      <p className="cat-teacher-name">{teacher.href ? <SmartLink to={teacher.href}>{teacher.name}</SmartLink> : teacher.name}</p>
      {teacherProfile.title && <p className="cat-muted">{teacherProfile.title}</p>}
      {teacherProfile.bio && <p>{teacherProfile.bio}</p>}
    </section>
  );
}
