/** @jest-environment jsdom */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from '../../src/form';

/**
 * A form that works as HTML before the app (docs/decisions/2026-11-27-sign-in-forms-before-the-app.md) is editable
 * in the server's HTML. What the learner typed there, or ticked, stays on screen through hydration but not in
 * React's state: useForm adopts it, so the app's first submit sends what the learner sees, not empty fields.
 */
function SignIn({ onSubmit }: { onSubmit: (v: { username: string; password: string; keep: boolean }) => void }) {
  const form = useForm({ initial: { username: '', password: '', keep: false }, validators: {}, onSubmit });
  const keep = form.field('keep');
  return (
    <form onSubmit={form.handleSubmit}>
      <input {...form.field('username')} aria-label="Email" />
      <input {...form.field('password')} type="password" aria-label="Mật khẩu" />
      <input id={keep.id} name={keep.name} type="checkbox" checked={form.values.keep} onChange={keep.onChange} aria-label="Ghi nhớ" />
      <button type="submit">Đăng nhập</button>
    </form>
  );
}

it('keeps text typed into the server HTML before the app started', async () => {
  const onSubmit = jest.fn();
  const container = document.createElement('div');
  document.body.appendChild(container);
  container.innerHTML = renderToString(<SignIn onSubmit={onSubmit} />);
  // the learner types before the app has started
  const [email, password, keep] = [...container.querySelectorAll('input')] as HTMLInputElement[];
  email!.value = 'hocvien@example.com';
  password!.value = 'Hocvien@123';
  keep!.checked = true;

  await act(async () => {
    hydrateRoot(container, <SignIn onSubmit={onSubmit} />);
  });
  expect(email!.value).toBe('hocvien@example.com');
  await act(async () => {
    container.querySelector('button')!.click();
  });
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledWith({ username: 'hocvien@example.com', password: 'Hocvien@123', keep: true });
});
