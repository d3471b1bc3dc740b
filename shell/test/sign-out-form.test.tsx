import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { SignOutForm } from '../src/layouts/sign-out-form';

const form = (
  <MemoryRouter initialEntries={['/tai-khoan']}>
    <SignOutForm buttonClassName="btn btn-outline" />
  </MemoryRouter>
);

describe('"Đăng xuất" before and after the app starts', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is served as a form the browser posts to the sign-out route, with the early script’s words', () => {
    document.body.innerHTML = renderToString(form);
    const el = document.querySelector('form')!;
    expect([el.getAttribute('method'), el.getAttribute('action'), el.getAttribute('data-pending')]).toEqual([
      'post',
      '/api/form/sign-out',
      'Đang đăng xuất…',
    ]);
    const button = el.querySelector('button')!;
    expect([button.type, button.textContent, button.disabled]).toEqual(['submit', 'Đăng xuất', false]);
  });

  it('once the page hydrates the app takes the same form: no post, no early-script words, no mismatch', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(form);
    document.body.append(root);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(root, form);
    });
    const el = root.querySelector('form')!;
    expect(el.hasAttribute('data-pending')).toBe(false);
    const submitted: boolean[] = [];
    const seen = (event: Event) => submitted.push(event.defaultPrevented);
    window.addEventListener('submit', seen);
    await act(async () => el.querySelector('button')!.click());
    window.removeEventListener('submit', seen);
    expect(submitted).toEqual([true]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
