import { useState } from 'react';
import { Link } from '@edu/shared/router';
import { showToast } from '@edu/shared/core';
import { PageHeading } from '../../../components/ui/page-heading';
import type { ActivatedCourse } from '../api/activate-course';
import { ActivateForm } from './activate-form';

/** /tai-khoan/kich-hoat-khoa-hoc (and /lm/active through the shell). */
export function ActivatePage() {
  const [done, setDone] = useState<ActivatedCourse | null>(null);
  return (
    <>
      <PageHeading title="Kích hoạt khóa học">Nhập mã kích hoạt để mở khóa học vào tài khoản của bạn.</PageHeading>
      {done ? (
        <div className="card acc-card acc-result" role="status">
          <p className="acc-result-icon" aria-hidden="true">
            🎉
          </p>
          <p>
            Kích hoạt thành công <strong>{done.name}</strong>!
          </p>
          <div className="acc-row">
            {done.learnRoute ? (
              <Link to={done.learnRoute} className="btn btn-primary">
                Vào học ngay
              </Link>
            ) : null}
            <Link to="/tai-khoan/khoa-hoc-cua-toi" className="btn btn-outline">
              Xem khóa học của tôi
            </Link>
            <button type="button" className="btn btn-outline" onClick={() => setDone(null)}>
              Kích hoạt mã khác
            </button>
          </div>
        </div>
      ) : (
        <ActivateForm
          onActivated={(course) => {
            showToast(`Kích hoạt thành công ${course.name}`, { kind: 'success' });
            setDone(course);
          }}
        />
      )}
    </>
  );
}
