import { useState } from 'react';
import { useLocation, useNavigate } from '@edu/shared/router';
import type { CourseSummary } from '@edu/shared/core';
import { Button, Dialog } from '@edu/ui';
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
    <Dialog
      title="ĐĂNG KÝ ĐỂ HỌC MIỄN PHÍ NGAY"
      onClose={onClose}
      showClose={false}
      actions={
        <>
          <Button busy={busy} onClick={() => void register()}>
            ĐĂNG KÝ
          </Button>
          <Button variant="outline" onClick={onClose}>
            HỦY
          </Button>
        </>
      }
    >
      {course?.name && <p style={{ textAlign: 'center' }}>{course.name}</p>}
    </Dialog>
  );
}
