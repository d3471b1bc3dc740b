import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { MobileMenu } from '../src/layouts/mobile-menu';

const menu = (
  <MemoryRouter initialEntries={['/khoa-hoc']}>
    <MobileMenu />
  </MemoryRouter>
);

describe('the Menu button before and after the app starts', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is served as a link to the header’s menu: a tap before the app has started opens the CSS drawer', () => {
    document.body.innerHTML = `<div id="root">${renderToString(menu)}</div>`;
    const button = document.querySelector('[role="button"]')!;
    expect(button.textContent).toBe('Menu');
    expect(button.getAttribute('href')).toBe('#sh-nav');
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('once the page hydrates, a tap opens the app’s drawer (no page jump)', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(menu);
    document.body.append(root);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(root, menu);
    });
    const button = root.querySelector<HTMLAnchorElement>('[role="button"]')!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await act(async () => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    expect(window.location.hash).toBe('');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('a tap before the app started (the CSS drawer open at #sh-nav) becomes the app’s drawer when it starts', async () => {
    window.location.hash = '#sh-nav';
    const root = document.createElement('div');
    root.innerHTML = renderToString(menu);
    document.body.append(root);
    await act(async () => {
      hydrateRoot(root, menu);
    });
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    expect(root.querySelector('[role="button"]')!.getAttribute('aria-expanded')).toBe('true');
    expect(window.location.hash).toBe('');
  });
});
