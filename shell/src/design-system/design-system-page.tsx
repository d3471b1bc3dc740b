import { usePageMeta } from '@edu/shared/core';
import { ComponentSections } from './component-sections';
import { FormSections } from './form-sections';
import { OverlaySections } from './overlay-sections';
import { TokenSections } from './token-sections';
import './design-system.css';

/**
 * /he-thong-thiet-ke: the living catalogue of @edu/ui — the place a squad looks first. Rendered by the
 * shell with the design system version every remote gets at run time; the visual-regression suite
 * (e2e/tests/visual) screenshots each specimen.
 */
export default function DesignSystemPage() {
  usePageMeta({ title: 'Hệ thống thiết kế', description: 'Màu sắc, khoảng cách và các thành phần giao diện dùng chung của KhoaHoc.vn.' });
  return (
    <div className="container sh-ds">
      <h1>Hệ thống thiết kế</h1>
      <p>
        Các thành phần trong <code>@edu/ui</code>: mỗi remote nhập từ đây, không tự viết bản sao. Cách dùng và quy tắc phát hành: README, mục “Design
        system”.
      </p>
      <TokenSections />
      <ComponentSections />
      <FormSections />
      <OverlaySections />
    </div>
  );
}
