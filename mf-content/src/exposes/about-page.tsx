import '../components/ui/ui.css';
import { CONTENT_TYPES } from '@edu/shared/core';
import { FixedPage } from '../features/pages/components/fixed-page';

/** /gioi-thieu: the intro page from page data, with the intro (5) and intro footer (26) banners. */
export default function AboutPage() {
  return (
    <FixedPage
      path="/gioi-thieu"
      type={CONTENT_TYPES.INTRO}
      slug="gioi-thieu"
      heading="Giới thiệu"
      meta={{ title: 'Giới thiệu', description: 'Về nền tảng học trực tuyến KhoaHoc.vn.', keywords: 'giới thiệu, về chúng tôi, học trực tuyến' }}
    />
  );
}
