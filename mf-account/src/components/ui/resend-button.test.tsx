import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { startCountdown } from '../../lib/use-countdown';
import { ResendButton } from './resend-button';

/**
 * "Gửi lại mã" works as HTML on the sign-up code step (issue 31): the server's button posts the step's form to the
 * resend route; once hydrated the app has it (its countdown, its call) and the browser posts nothing.
 */
describe('"Gửi lại mã" before and after the app starts', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    sessionStorage.clear();
  });

  const step = (onResend: () => Promise<number | undefined>, formAction?: string) => (
    <form method="post" action="/api/form/sign-up-code">
      <ResendButton storageKey="register:a@b.vn" pending={false} onResend={onResend} formAction={formAction} />
    </form>
  );

  it('is served enabled, posting the step’s form to the resend route, with the early script’s words', () => {
    document.body.innerHTML = renderToString(step(async () => 60, '/api/form/resend-code'));
    const button = document.querySelector('button')!;
    expect([button.type, button.getAttribute('formaction'), button.disabled, button.getAttribute('data-pending')]).toEqual([
      'submit',
      '/api/form/resend-code',
      false,
      'Đang gửi lại mã…',
    ]);
  });

  it('without a form action it waits for the app, as before', () => {
    document.body.innerHTML = renderToString(step(async () => 60));
    const button = document.querySelector('button')!;
    expect([button.type, button.disabled, button.hasAttribute('formaction')]).toEqual(['button', true, false]);
  });

  it('once hydrated a press is the app’s: no post, one call, then the countdown', async () => {
    const root = document.createElement('div');
    const resent: string[] = [];
    const onResend = async () => {
      resent.push('sent');
      return 60;
    };
    // the code was sent a minute ago: the wait is over
    startCountdown('register:a@b.vn', 0, Date.now() - 60_000);
    root.innerHTML = renderToString(step(onResend, '/api/form/resend-code'));
    document.body.append(root);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(root, step(onResend, '/api/form/resend-code'));
    });
    const button = root.querySelector('button')!;
    expect(button.hasAttribute('data-pending')).toBe(false);
    const submitted: Event[] = [];
    const seen = (event: Event) => submitted.push(event);
    window.addEventListener('submit', seen);
    await act(async () => button.click());
    window.removeEventListener('submit', seen);
    expect(submitted).toEqual([]);
    expect(resent).toEqual(['sent']);
    expect(button.textContent).toBe('Gửi lại mã sau 60 giây');
    expect(button.disabled).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
