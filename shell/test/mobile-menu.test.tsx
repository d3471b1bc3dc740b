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

  it('is served disabled: a tap before the app has started would open nothing', () => {
    document.body.innerHTML = `<div id="root">${renderToString(menu)}</div>`;
    const button = document.querySelector('button')!;
    expect(button.textContent).toBe('Menu');
    expect(button.disabled).toBe(true);
  });

  it('is enabled once the page hydrates, and a tap then opens the drawer', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(menu);
    document.body.append(root);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(root, menu);
    });
    const button = root.querySelector('button')!;
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await act(async () => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
