import '../components/ui/ui.css';
import { CONTENT_TYPES } from '@edu/shared/core';
import { FixedPage } from '../features/pages/components/fixed-page';
import { ExamList } from '../features/exams/components/exam-list';
import '../features/exams/components/exams.css';

/** /cong-thi: the exam portal from page data, between its top (20) and bottom (21) banners. */
export default function ExamPortalPage() {
  return (
    <FixedPage
      path="/cong-thi"
      type={CONTENT_TYPES.EXAM_GATE}
      slug="cong-thi"
      heading="Cổng thi"
      meta={{ title: 'Cổng thi', description: 'Thi thử trực tuyến miễn phí với đề bám sát cấu trúc.', keywords: 'cổng thi, thi thử, luyện đề' }}
    >
      <ExamList />
    </FixedPage>
  );
}
