import { SizedImage } from '@edu/ui';
import type { TeacherView } from '../../../lib/course-view-model';
import './courses.css';

/** Teacher name and avatar, taken from their courses (there is no public teacher endpoint). */
export function TeacherHeader({ teacher, total }: { teacher: TeacherView; total: number }) {
  const initial = teacher.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <header className="cat-teacher">
      {teacher.avatarImage ? (
        <SizedImage image={teacher.avatarImage} alt="" priority className="cat-teacher-avatar" sizes="88px" />
      ) : (
        <span className="cat-teacher-avatar" aria-hidden="true">
          {initial}
        </span>
      )}
      <div>
        <p className="cat-muted">Giảng viên</p>
        <h1 className="cat-page-title">{teacher.name}</h1>
        <p className="cat-muted">{total} khóa học</p>
      </div>
    </header>
  );
}
