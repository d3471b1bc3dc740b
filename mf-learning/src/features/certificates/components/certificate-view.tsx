import { Link } from '@edu/shared/router';
import { courseRoute, type Certificate } from '@edu/shared/core';
import { DATE_FORMAT, formatDate } from '@edu/shared/dates';
import './certificate.css';

/** The certificate as it prints (A4 landscape) and as a verifier reads it: who, which course, when, and its code. */
export function CertificateView({ certificate }: { certificate: Certificate }) {
  const c = certificate;
  return (
    <div className="container ln-certificate-page">
      <article className="ln-certificate" aria-labelledby="ln-certificate-title">
        <p className="ln-certificate-brand">KhoaHoc.vn</p>
        <h1 id="ln-certificate-title">Chứng nhận hoàn thành khóa học</h1>
        <p>Chứng nhận học viên</p>
        <p className="ln-certificate-name">{c.learner_name}</p>
        <p>đã hoàn thành toàn bộ {c.lesson_count} bài học của khóa học</p>
        <p className="ln-certificate-course">
          <Link to={courseRoute(c.alias, c.alias_code)}>{c.course_name}</Link>
        </p>
        <dl className="ln-certificate-facts">
          <div>
            <dt>Ngày cấp</dt>
            <dd>
              <time dateTime={c.issued_at}>{formatDate(c.issued_at, DATE_FORMAT)}</time>
            </dd>
          </div>
          <div>
            <dt>Mã chứng chỉ</dt>
            <dd>{c.code}</dd>
          </div>
        </dl>
        <p className="ln-certificate-verify">Chứng chỉ này được xác thực trực tuyến tại KhoaHoc.vn/chung-chi/{c.code}</p>
      </article>
      <p className="ln-certificate-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          In chứng chỉ
        </button>
      </p>
    </div>
  );
}
