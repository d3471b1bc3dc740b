import { Button, TextField } from '@edu/ui';
import { showToast } from '@edu/shared/core';
import { FormAlert } from '../../../components/ui/form-alert';
import { useForm } from '@edu/shared/form';
import { createLink } from '../api/affiliate-actions';

/** A pasted address of this site becomes its path; anything else is sent as typed (the server decides). */
function toPath(raw: string): string {
  const text = raw.trim();
  if (!/^https?:\/\//i.test(text)) return text;
  try {
    const url = new URL(text);
    return url.origin === window.location.origin ? url.pathname + url.search : text;
  } catch {
    return text;
  }
}

/** Makes a link ?ref=<code> to any page: a course, a category, the home page. */
export function LinkMaker() {
  const form = useForm({
    initial: { path: '' },
    validators: { path: (v) => (v.trim() ? null : 'Vui lòng nhập đường dẫn trang') },
    errorField: (status) => (status === 400 ? 'path' : null),
    onSubmit: async ({ path }) => {
      const link = await createLink(toPath(path));
      showToast(`Đã tạo liên kết cho ${link.target_path}`, { kind: 'success' });
    },
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate className="acc-form card acc-card" aria-labelledby="acc-aff-make-title">
      <h2 id="acc-aff-make-title" className="acc-aff-h2">
        Tạo liên kết giới thiệu
      </h2>
      <FormAlert message={form.formError} />
      <TextField
        {...form.field('path')}
        label="Trang muốn giới thiệu"
        placeholder="/khoa-hoc/ten-khoa-hoc"
        hint="Dán địa chỉ một trang của website (khóa học, danh mục, trang chủ…) hoặc đường dẫn bắt đầu bằng /"
        autoComplete="off"
      />
      <Button type="submit" busy={form.submitting}>
        Tạo liên kết
      </Button>
    </form>
  );
}
