import { FormAlert } from '../../../components/ui/form-alert';
import { useForm } from '@edu/shared/form';
import { normalizeActivationCode, validateActivationCode } from '../../../lib/validation/activation-code';
import { activateCourse, type ActivatedCourse } from '../api/activate-course';
import { Button, TextField } from '@edu/ui';

const BY_STATUS = {
  404: 'Mã kích hoạt không tồn tại. Vui lòng kiểm tra lại từng ký tự',
  409: 'Mã kích hoạt này đã được sử dụng',
  410: 'Mã kích hoạt đã hết hạn',
};

export function ActivateForm({ onActivated }: { onActivated: (course: ActivatedCourse) => void }) {
  const form = useForm({
    initial: { code: '' },
    validators: { code: validateActivationCode },
    byStatus: BY_STATUS,
    errorField: (status) => (status === 400 || status === 404 || status === 409 || status === 410 ? 'code' : null),
    onSubmit: async ({ code }) => onActivated(await activateCourse(normalizeActivationCode(code))),
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate className="acc-form card acc-card">
      <FormAlert message={form.formError} />
      <TextField
        {...form.field('code')}
        label="Mã kích hoạt"
        autoComplete="off"
        placeholder="VD: KH-DEMO-0001"
        hint="Mã in trên thẻ học hoặc gửi qua email/SMS khi bạn mua khóa học. Không phân biệt chữ hoa, chữ thường."
        format={(v) => v.toUpperCase()}
      />
      <Button type="submit" busy={form.submitting} block>
        Kích hoạt
      </Button>
    </form>
  );
}
