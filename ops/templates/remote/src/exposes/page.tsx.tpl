import { usePageMeta } from '@edu/shared/core';

/** __PAGE__ of __NAME__: the first page of __OWNER__ (made by pnpm create-remote; give it a URL in the route table). */
export default function __PAGE__() {
  usePageMeta({ title: '__TITLE__', description: '__TITLE__ trên KhoaHoc.vn.', keywords: '__TITLE__' });
  return (
    <div className="container">
      <h1>__TITLE__</h1>
      <p>Trang đầu tiên của __OWNER__. Sửa tệp này khi đang chạy pnpm dev __DIR__ và xem trang cập nhật ngay.</p>
    </div>
  );
}
