import { useState } from 'react';
import { Button, Dialog, Drawer, ToastView } from '@edu/ui';
import { Specimen, State } from './specimen';

/** Dialog and drawer open on demand (a picture of an open modal would cover the catalogue). */
export function OverlaySections() {
  const [open, setOpen] = useState<'dialog' | 'drawer' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Specimen
        id="toast"
        title="Thông báo nhanh (Toast)"
        usage="Gọi showToast(msg, { kind }) của shared; shell hiển thị và tự ẩn sau 3 giây (SPEC §2)."
        a11y='Vùng role="status", aria-live="polite": mỗi thông báo được đọc một lần, không cướp tiêu điểm; màu không mang nghĩa một mình (nội dung nói rõ).'
      >
        <State name="Ba loại">
          <div className="sh-ds-row">
            <ToastView kind="success">Đã thêm khóa học vào giỏ hàng</ToastView>
            <ToastView kind="error">Không thêm được vào giỏ hàng, vui lòng thử lại</ToastView>
            <ToastView kind="info">Bạn đã đăng xuất</ToastView>
          </div>
        </State>
      </Specimen>
      <Specimen
        id="overlays"
        title="Hộp thoại và ngăn kéo (Dialog, Drawer)"
        usage="Dialog cho xác nhận và biểu mẫu ngắn (portal khi mở từ remote); Drawer cho menu trên điện thoại."
        a11y="role=dialog, aria-modal; tiêu đề là tên hộp thoại; tiêu điểm vào trong, Tab không ra ngoài, Escape hoặc bấm nền để đóng, tiêu điểm trở lại nút đã mở."
      >
        <State name="Mở thử">
          <p className="sh-ds-row">
            <Button variant="outline" onClick={() => setOpen('dialog')}>
              Mở hộp thoại
            </Button>
            <Button variant="outline" onClick={() => setOpen('drawer')}>
              Mở ngăn kéo
            </Button>
          </p>
        </State>
        {open === 'dialog' && (
          <Dialog
            title="Xóa chủ đề quan tâm?"
            onClose={close}
            actions={
              <>
                <Button onClick={close}>Xóa</Button>
                <Button variant="outline" onClick={close}>
                  Hủy
                </Button>
              </>
            }
          >
            <p>Bạn sẽ không nhận gợi ý khóa học về chủ đề này nữa.</p>
          </Dialog>
        )}
        {open === 'drawer' && (
          <Drawer label="Ngăn kéo mẫu" side="right" onClose={close}>
            <p>Nội dung ngăn kéo.</p>
            <Button variant="outline" onClick={close}>
              Đóng
            </Button>
          </Drawer>
        )}
      </Specimen>
    </>
  );
}
