import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormAlert } from '../components/ui/form-alert';
import { useForm } from '@edu/shared/form';
import { validateEmail } from './validation/email';
import { TextField } from '@edu/ui';

const apiError = (status: number, message: string, data?: unknown) => Object.assign(new Error(message), { status, data });

function Probe({ submit }: { submit: (v: { email: string }) => Promise<void> }) {
  const form = useForm({
    initial: { email: '' },
    validators: { email: validateEmail },
    byStatus: { 409: 'Email này đã được dùng' },
    errorField: (status) => (status === 409 ? 'email' : null),
    onSubmit: submit,
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <FormAlert message={form.formError} />
      <TextField {...form.field('email')} label="Email" hint="Gợi ý" />
      <button type="submit">Gửi</button>
    </form>
  );
}

const setup = (submit: (v: { email: string }) => Promise<void>) => {
  const user = userEvent.setup();
  render(<Probe submit={submit} />);
  return { user, email: screen.getByRole('textbox', { name: 'Email' }), send: screen.getByRole('button', { name: 'Gửi' }) };
};
/** The field's description is its hint, then its error when it has one (aria-describedby, in that order). */
const HINT = 'Gợi ý';
const withError = (message: string) => `${HINT} ${message}`;

describe('useForm', () => {
  it('shows nothing until the field is left, then the message under it, linked by aria-describedby', async () => {
    const { user, email } = setup(jest.fn());
    await user.type(email, 'abc');
    expect(email).toHaveAccessibleDescription(HINT);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Email không hợp lệ (ví dụ: ten@gmail.com)')).not.toBeInTheDocument();
    await user.tab();
    expect(email).not.toHaveFocus();
    expect(screen.getByText('Email không hợp lệ (ví dụ: ten@gmail.com)')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(withError('Email không hợp lệ (ví dụ: ten@gmail.com)'));
  });

  it('says nothing when a field is left still empty (the way to another button), only once a submit is tried', async () => {
    const { user, email, send } = setup(jest.fn());
    await user.click(email);
    await user.tab();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveAccessibleDescription(HINT);
    await user.click(send);
    expect(email).toHaveAccessibleDescription(withError('Vui lòng nhập email'));
  });

  it('does not send an invalid form and focuses the first bad field', async () => {
    const submit = jest.fn();
    const { user, email, send } = setup(submit);
    await user.click(send);
    expect(submit).not.toHaveBeenCalled();
    expect(email).toHaveAccessibleDescription(withError('Vui lòng nhập email'));
    expect(email).toHaveFocus();
  });

  it('puts a mapped API failure under its field and keeps what was typed', async () => {
    const { user, email, send } = setup(() => Promise.reject(apiError(409, 'Conflict')));
    await user.type(email, 'an@gmail.com');
    await user.click(send);
    await waitFor(() => expect(email).toHaveAccessibleDescription(withError('Email này đã được dùng')));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('an@gmail.com');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.clear(email);
    await user.type(email, 'an2@gmail.com');
    expect(email).toHaveValue('an2@gmail.com');
    expect(email).toHaveAccessibleDescription(HINT);
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('shows other failures on top, with the server text for 429', async () => {
    const { user, email, send } = setup(() => Promise.reject(apiError(429, 'Vui lòng thử lại sau 60 giây')));
    await user.type(email, 'an@gmail.com');
    await user.click(send);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Vui lòng thử lại sau 60 giây$/));
    expect(email).toHaveAccessibleDescription(HINT);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveValue('an@gmail.com');
  });

  it('uses field errors the API sends in data.errors', async () => {
    const { user, email, send } = setup(() =>
      Promise.reject(apiError(400, 'Dữ liệu không hợp lệ', { errors: { email: 'Tên miền không nhận thư' } })),
    );
    await user.type(email, 'an@gmail.com');
    await user.click(send);
    await waitFor(() => expect(email).toHaveAccessibleDescription(withError('Tên miền không nhận thư')));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
