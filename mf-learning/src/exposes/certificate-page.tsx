import { useParams } from '@edu/shared/router';
import { ErrorState } from '@edu/ui';
import { isNotFound, NotFoundView, usePageHead } from '@edu/shared/core';
import { useCertificate } from '../features/certificates/api/get-certificate';
import { CertificateView } from '../features/certificates/components/certificate-view';

const CODE = /^[A-Za-z0-9-]{3,40}$/;

/** /chung-chi/{code}: a certificate of completion, verifiable by anyone (signed out too); an unknown code is a 404. */
export default function CertificatePage() {
  const code = (useParams().code ?? '').toUpperCase();
  const valid = CODE.test(code);
  const { data, error, status, refetch } = useCertificate(valid ? code : null);
  // a learner's name is on it: verifiable by its link, not listed by search engines
  usePageHead(
    data
      ? {
          title: `Chứng chỉ ${data.course_name} – ${data.learner_name}`,
          description: `Chứng nhận hoàn thành khóa học ${data.course_name}.`,
          robots: 'noindex',
        }
      : null,
  );

  if (!valid || isNotFound(error)) return <NotFoundView />;
  if (status === 'error')
    return (
      <div className="container">
        <ErrorState message="Không tải được chứng chỉ." onRetry={refetch} />
      </div>
    );
  if (!data)
    return (
      <div className="container">
        <div className="skeleton ln-certificate-skel" aria-busy="true" aria-label="Đang tải chứng chỉ" />
      </div>
    );
  return <CertificateView certificate={data} />;
}
