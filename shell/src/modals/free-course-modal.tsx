import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CourseSummary } from '@edu/shared';
import { ModalFrame } from './modal-frame';
import { enrolInFreeCourse } from './free-course-enrolment';

export interface FreeCourseModalProps {
  course?: Pick<CourseSummary, 'id' | 'alias' | 'alias_code'> & Partial<CourseSummary>;
  /** `{alias}-{aliasCode}` when the opener has no course object. */
  alias?: string;
}

export function FreeCourseModal({ course, alias, onClose }: FreeCourseModalProps & { onClose: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);

  const register = async () => {
    setBusy(true);
    try {
      await enrolInFreeCourse({ course, alias }, location.pathname + location.search, navigate, onClose);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalFrame title="ĐĂNG KÝ ĐỂ HỌC MIỄN PHÍ NGAY" onClose={onClose} showClose={false}>
      {course?.name && <p style={{ textAlign: 'center' }}>{course.name}</p>}
      <div className="sh-dialog-actions">
        <button type="button" className="btn btn-primary" onClick={() => void register()} disabled={busy}>
          ĐĂNG KÝ
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          HỦY
        </button>
      </div>
    </ModalFrame>
  );
}
