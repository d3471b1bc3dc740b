import { useState, type ChangeEvent } from 'react';
import { Badge, Button, CheckboxField, OtpField, Price, Select, SelectField, Skeleton, StarRating, TextField, type FieldProps } from '@edu/ui';
import { Specimen, State } from './specimen';

/** A field wired like a form would wire it (mf-account's useForm hands fields exactly these props). */
function useDemoField(id: string, initial: string, error?: string): FieldProps {
  const [value, setValue] = useState(initial);
  return {
    id,
    name: id,
    value,
    error,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValue(e.target.value),
    onBlur: () => undefined,
  };
}

export function FormSections() {
  const email = useDemoField('ds-email', '', undefined);
  const wrong = useDemoField('ds-email-wrong', 'an@gmail', 'Email không hợp lệ (ví dụ: ten@gmail.com)');
  const grade = useDemoField('ds-grade', '10');
  const otp = useDemoField('ds-otp', '');
  const [agreed, setAgreed] = useState(false);
  const [category, setCategory] = useState('');
  return (
    <>
      <Specimen
        id="button"
        title="Nút (Button)"
        usage='type mặc định là "button" (không vô tình gửi form); busy khi đang xử lý.'
        a11y="Khi busy: bị vô hiệu để không bấm hai lần, aria-busy, tên nút không đổi."
      >
        <State name="Các kiểu">
          <p className="sh-ds-row">
            <Button>Thêm vào giỏ</Button> <Button variant="outline">Hủy</Button> <Button variant="accent">Mua ngay</Button>
          </p>
        </State>
        <State name="Đang xử lý, toàn chiều rộng">
          <Button type="submit" busy block>
            Đăng nhập
          </Button>
        </State>
      </Specimen>

      <Specimen
        id="fields"
        title="Trường nhập liệu"
        usage="TextField, SelectField, CheckboxField, OtpField nhận đúng các props mà form trao (id, name, value, error, onChange, onBlur)."
        a11y="Nhãn gắn với ô nhập; gợi ý và lỗi được đọc cùng ô (aria-describedby); ô lỗi có aria-invalid."
      >
        <State name="Có gợi ý">
          <TextField {...email} label="Email" type="email" autoComplete="email" hint="Chúng tôi gửi hóa đơn về địa chỉ này" />
        </State>
        <State name="Có lỗi">
          <TextField {...wrong} label="Email" type="email" />
        </State>
        <State name="Chọn">
          <SelectField
            {...grade}
            label="Lớp"
            options={[
              { value: '10', label: 'Lớp 10' },
              { value: '11', label: 'Lớp 11' },
              { value: '12', label: 'Lớp 12' },
            ]}
          />
        </State>
        <State name="Hộp chọn">
          <CheckboxField id="ds-agree" name="agree" error={undefined} checked={agreed} onChange={() => setAgreed((a) => !a)} onBlur={() => undefined}>
            Tôi đồng ý với điều khoản sử dụng
          </CheckboxField>
        </State>
        <State name="Bộ lọc (Select, không gắn với form)">
          <Select
            label="Danh mục"
            value={category}
            emptyLabel="Tất cả danh mục"
            options={[
              { value: 'vat-ly', label: 'Vật lý' },
              { value: 'tieng-anh', label: 'Tiếng Anh' },
            ]}
            onChange={setCategory}
          />
        </State>
        <State name="Mã OTP">
          <OtpField {...otp} />
        </State>
      </Specimen>

      <Specimen
        id="commerce"
        title="Giá, đánh giá, nhãn"
        usage="Price nhận giá đã định dạng (formatPrice của shared); StarRating chỉ đọc; Badge cho nhãn ngắn."
        a11y='Giá gốc có chữ "Giá gốc" cho trình đọc màn hình; sao là một ảnh có tên "Đánh giá 4.5/5 từ 128 lượt"; màu nhãn không mang nghĩa một mình.'
      >
        <State name="Giá giảm, giá lớn, miễn phí">
          <p className="sh-ds-row">
            <Price current="499.000đ" old="799.000đ" /> <Price current="1.490.000đ" old="1.990.000đ" size="lg" /> <Price current="Miễn phí" free />
          </p>
        </State>
        <State name="Đánh giá">
          <StarRating value={4.5} count={128} />
        </State>
        <State name="Nhãn">
          <p className="sh-ds-row">
            <Badge>Mới</Badge> <Badge tone="info">Đang học</Badge> <Badge tone="success">Đã thanh toán</Badge>{' '}
            <Badge tone="warning">Chờ thanh toán</Badge> <Badge tone="danger">Đã hủy</Badge>
          </p>
        </State>
      </Specimen>

      <Specimen
        id="skeleton"
        title="Khung chờ (Skeleton)"
        usage="Giữ đúng kích thước cuối cùng của nội dung để trang không bị xô lệch khi dữ liệu về."
        a11y='role="status" và aria-busy, đọc một lần "Đang tải".'
      >
        <State name="Ba dòng">
          <Skeleton height={16} lines={3} label="Đang tải mô tả" />
        </State>
      </Specimen>
    </>
  );
}
