import { useState } from 'react';
import { ApiError } from '@edu/shared/core';
import { Breadcrumb, EmptyState, ErrorState, Pagination, ProgressBar, RichText, SizedImage, SmartLink } from '@edu/ui';
import { Specimen, State } from './specimen';

const noop = () => undefined;
const IMAGE = { src: '/uploads/demo/course-1.svg', width: 320, height: 180 };

export function ComponentSections() {
  const [page, setPage] = useState(3);
  return (
    <>
      <Specimen
        id="pagination"
        title="Phân trang (Pagination)"
        usage="Mặc định là liên kết (hrefFor): trang nằm trên thanh địa chỉ, chia sẻ được. Dùng onPage cho danh sách không có địa chỉ riêng."
        a11y='Vùng điều hướng tên "Phân trang"; trang hiện tại có aria-current="page"; nút ‹ › có tên "Trang trước" / "Trang sau".'
      >
        <State name="Trang đầu">
          <Pagination page={1} totalPages={8} hrefFor={(p) => `/khoa-hoc?page=${p}`} />
        </State>
        <State name="Giữa danh sách, dạng nút">
          <Pagination page={page} totalPages={20} onPage={setPage} />
        </State>
        <State name="Trang cuối">
          <Pagination page={8} totalPages={8} hrefFor={(p) => `/khoa-hoc?page=${p}`} />
        </State>
      </Specimen>

      <Specimen
        id="states"
        title="Trạng thái trống và lỗi"
        usage="EmptyState nói điều gì đã xảy ra và bước tiếp theo; ErrorState luôn có nút Thử lại thực sự tải lại."
        a11y='EmptyState có role="status"; ErrorState có role="alert" nên được đọc ngay.'
      >
        <State name="Trống, có gợi ý và hành động">
          <EmptyState title="Không tìm thấy khóa học phù hợp" hint="Thử bỏ bớt bộ lọc hoặc tìm với từ khóa khác.">
            <SmartLink className="btn btn-primary" to="/khoa-hoc">
              Xem tất cả khóa học
            </SmartLink>
          </EmptyState>
        </State>
        <State name="Lỗi mặc định">
          <ErrorState onRetry={noop} />
        </State>
        <State name="Lỗi từ API">
          <ErrorState error={new ApiError(409, 'Khóa học đã có trong giỏ hàng')} onRetry={noop} />
        </State>
      </Specimen>

      <Specimen
        id="breadcrumb"
        title="Đường dẫn (Breadcrumb)"
        usage="Mục cuối là trang hiện tại, không phải liên kết."
        a11y='Vùng điều hướng tên "Đường dẫn"; mục cuối có aria-current="page".'
      >
        <State name="Ba cấp">
          <Breadcrumb
            items={[{ label: 'Trang chủ', href: '/' }, { label: 'Khóa học', href: '/khoa-hoc' }, { label: 'Vật lý 12 – Chinh phục điểm 9+' }]}
          />
        </State>
      </Specimen>

      <Specimen
        id="rich-text"
        title="Nội dung định dạng (RichText)"
        usage="Mọi HTML từ API đi qua bộ lọc của shared: 'course' (thẻ thường gặp, ảnh, iframe được phép) hoặc 'strict'."
        a11y="Đặt label khi đoạn nội dung là một vùng riêng; ảnh giữ alt của tác giả."
      >
        <State name="course">
          <RichText
            html={
              '<h2>Bạn sẽ học được gì</h2><p>Nắm chắc <strong>kiến thức nền</strong> và luyện đề theo lộ trình.</p><ul><li>120 bài giảng video</li><li>Đề thi thử có lời giải</li></ul>'
            }
          />
        </State>
        <State name="strict">
          <RichText level="strict" html={'<p>Chỉ <em>định dạng</em> cơ bản <a href="javascript:alert(1)">liên kết bị bỏ</a>.</p>'} />
        </State>
      </Specimen>

      <Specimen
        id="image"
        title="Ảnh có kích thước (SizedImage)"
        usage="Luôn giữ chỗ theo width/height nên trang không bị xô lệch; priority cho ảnh lớn nhất màn hình đầu."
        a11y="alt mô tả ảnh; ảnh lỗi thành khối thay thế có role=img và cùng tên."
      >
        <State name="Đã tải">
          <SizedImage image={IMAGE} alt="Ảnh bìa khóa học mẫu" className="sh-ds-img" priority />
        </State>
        <State name="Không có ảnh">
          <SizedImage image={{ ...IMAGE, src: '' }} alt="Ảnh bìa chưa có" className="sh-ds-img" />
        </State>
      </Specimen>

      <Specimen
        id="progress"
        title="Thanh tiến độ (ProgressBar)"
        usage="value/total (bài đã học / tổng số bài) hoặc một tỉ lệ 0…1; text cho dòng mô tả bên dưới."
        a11y='role="progressbar" với aria-valuenow theo phần trăm và một tên (label).'
      >
        <State name="Chưa học">
          <ProgressBar value={0} total={12} label="Tiến độ khóa học mẫu" text={(p) => `Đã học 0/12 bài (${p}%)`} />
        </State>
        <State name="Đang học">
          <ProgressBar value={5} total={12} label="Tiến độ khóa học mẫu" text={(p) => `Đã học 5/12 bài (${p}%)`} />
        </State>
        <State name="Hoàn thành">
          <ProgressBar value={1} label="Tải ảnh lên" />
        </State>
      </Specimen>

      <Specimen
        id="smart-link"
        title="Liên kết (SmartLink)"
        usage="Đường dẫn trong site điều hướng trong ứng dụng; http(s) mở tab mới an toàn; địa chỉ khác chỉ hiện chữ."
        a11y="Liên kết trong đoạn văn được gạch chân (không chỉ phân biệt bằng màu)."
      >
        <State name="Ba loại đích">
          <p>
            <SmartLink to="/tin-tuc">Tin tức</SmartLink> · <SmartLink to="https://example.com">Trang ngoài</SmartLink> ·{' '}
            <SmartLink to="javascript:alert(1)">Địa chỉ không an toàn</SmartLink>
          </p>
        </State>
      </Specimen>
    </>
  );
}
