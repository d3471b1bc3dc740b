import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { FormAlert } from '../components/ui/form-alert';
import { useForm } from './use-form';
import { validateEmail } from './validation/email';
import { TextField } from '@edu/ui';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

let root: Root;
let el: HTMLDivElement;
const input = () => el.querySelector('input')!;
const type = async (value: string) =>
  act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input(), value);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
const submit = async () => act(async () => el.querySelector('button')!.click());
const errorText = () => el.querySelector('.ui-field-error')?.textContent ?? null;

beforeEach(() => {
  el = document.createElement('div');
  document.body.appendChild(el);
  root = createRoot(el);
});
afterEach(async () => {
  await act(async () => root.unmount());
  el.remove();
});

describe('useForm', () => {
  it('shows nothing until the field is left, then the message under it, linked by aria-describedby', async () => {
    await act(async () => root.render(<Probe submit={jest.fn()} />));
    await type('abc');
    expect(errorText()).toBeNull();
    await act(async () => input().dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(errorText()).toBe('Email không hợp lệ (ví dụ: ten@gmail.com)');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    const ids = input().getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Gợi ý', 'Email không hợp lệ (ví dụ: ten@gmail.com)']);
  });

  it('does not send an invalid form and focuses the first bad field', async () => {
    const send = jest.fn();
    await act(async () => root.render(<Probe submit={send} />));
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(errorText()).toBe('Vui lòng nhập email');
    expect(document.activeElement).toBe(input());
  });

  it('puts a mapped API failure under its field and keeps what was typed', async () => {
    await act(async () => root.render(<Probe submit={() => Promise.reject(apiError(409, 'Conflict'))} />));
    await type('an@gmail.com');
    await submit();
    expect(errorText()).toBe('Email này đã được dùng');
    expect(input().value).toBe('an@gmail.com');
    await type('an2@gmail.com');
    expect(errorText()).toBeNull();
  });

  it('shows other failures on top, with the server text for 429', async () => {
    await act(async () => root.render(<Probe submit={() => Promise.reject(apiError(429, 'Vui lòng thử lại sau 60 giây'))} />));
    await type('an@gmail.com');
    await submit();
    expect(el.querySelector('[role="alert"]')!.textContent).toBe('Vui lòng thử lại sau 60 giây');
    expect(errorText()).toBeNull();
    expect(input().value).toBe('an@gmail.com');
  });

  it('uses field errors the API sends in data.errors', async () => {
    await act(async () => root.render(<Probe submit={() => Promise.reject(apiError(400, 'Dữ liệu không hợp lệ', { errors: { email: 'Tên miền không nhận thư' } }))} />));
    await type('an@gmail.com');
    await submit();
    expect(errorText()).toBe('Tên miền không nhận thư');
  });
});
