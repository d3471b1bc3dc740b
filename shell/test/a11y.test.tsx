import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { focusableIn, keepTabInside } from '@edu/ui';
import { focusPageHeading, RouteAnnouncer } from '../src/a11y/route-announcer';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('focus trap', () => {
  const key = (shiftKey = false) => ({ key: 'Tab', shiftKey, preventDefault: jest.fn() });
  // The helpers take the dialog's element; a render's container stands in for it (a plain box, no role to query).
  const threeButtons = () =>
    render(
      <>
        <button type="button">a</button>
        <button type="button">b</button>
        <button type="button">c</button>
      </>,
    ).container;

  it('lists what Tab reaches, leaving out disabled, hidden and tabindex=-1 elements', () => {
    const { container } = render(
      <>
        <a href="/a">a</a>
        <button type="button" disabled>
          x
        </button>
        <input type="hidden" />
        <span tabIndex={-1}>s</span>
        <div hidden>
          <button type="button">h</button>
        </div>
        <input aria-label="i" />
        <span tabIndex={0}>t</span>
      </>,
    );
    expect(focusableIn(container)).toEqual([
      screen.getByRole('link', { name: 'a' }),
      screen.getByRole('textbox', { name: 'i' }),
      screen.getByText('t'),
    ]);
  });

  it.each([
    ['Tab on the last goes to the first', 'c', false, 'a'],
    ['Shift+Tab on the first goes to the last', 'a', true, 'c'],
    ['Tab in the middle is left to the browser', 'b', false, 'b'],
    ['Shift+Tab in the middle is left to the browser', 'b', true, 'b'],
  ])('%s', (_name, from, shift, to) => {
    const box = threeButtons();
    screen.getByRole('button', { name: from }).focus();
    const event = key(shift);
    const moved = keepTabInside(box, event);
    expect(screen.getByRole('button', { name: to })).toHaveFocus();
    expect(moved).toBe(from !== to);
    expect(event.preventDefault).toHaveBeenCalledTimes(from !== to ? 1 : 0);
  });

  it('brings focus back in when it is outside the dialog', () => {
    render(<button type="button">o</button>);
    const box = render(
      <>
        <button type="button">a</button>
        <button type="button">b</button>
      </>,
    ).container;
    screen.getByRole('button', { name: 'o' }).focus();
    keepTabInside(box, key());
    expect(screen.getByRole('button', { name: 'a' })).toHaveFocus();
  });

  it('ignores keys other than Tab', () => {
    const box = render(<button type="button">a</button>).container;
    expect(keepTabInside(box, { key: 'Enter', shiftKey: false, preventDefault: jest.fn() })).toBe(false);
  });
});

describe('focus and announcement after a navigation', () => {
  function Main({ heading, children }: { heading?: string; children?: string }) {
    return (
      <main id="main" tabIndex={-1}>
        {children ? <p>{children}</p> : null}
        {heading !== undefined ? <h1>{heading}</h1> : null}
      </main>
    );
  }

  it('focuses the heading as soon as it shows and reports the page title', async () => {
    document.title = 'Tin tức | KhoaHoc.vn';
    const view = render(<Main>Đang tải…</Main>);
    const announced = jest.fn();
    focusPageHeading(document, announced);
    view.rerender(<Main heading="Tin tức">Đang tải…</Main>);
    await pause(50);
    const h1 = screen.getByRole('heading', { level: 1, name: 'Tin tức' });
    expect(h1).toHaveFocus();
    expect(h1).toHaveAttribute('tabindex', '-1');
    expect(announced).toHaveBeenCalledWith('Tin tức | KhoaHoc.vn');
  });

  it('falls back to <main> when no heading shows in time', async () => {
    render(<Main>Trang không có tiêu đề</Main>);
    const announced = jest.fn();
    focusPageHeading(document, announced, 20);
    await pause(60);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(announced).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled (the learner navigated again)', async () => {
    const view = render(<Main />);
    const announced = jest.fn();
    const cancel = focusPageHeading(document, announced, 20);
    cancel();
    view.rerender(<Main heading="Trang" />);
    await pause(60);
    expect(announced).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Trang' })).not.toHaveFocus();
    expect(screen.getByRole('main')).not.toHaveFocus();
  });

  it('the announcer stays quiet on the first page and speaks the title after a client-side navigation', async () => {
    let go: (to: string) => void = () => undefined;
    function Page() {
      const navigate = useNavigate();
      go = navigate;
      return (
        <main>
          <h1>Trang</h1>
        </main>
      );
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <Page />
        <RouteAnnouncer />
      </MemoryRouter>,
    );
    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toBeEmptyDOMElement();
    expect(document.body).toHaveFocus();

    document.title = 'Khóa học | KhoaHoc.vn';
    await act(async () => go('/khoa-hoc'));
    await act(() => pause(50));
    expect(screen.getByRole('heading', { level: 1, name: 'Trang' })).toHaveFocus();
    expect(live).toHaveTextContent(/^Khóa học \| KhoaHoc\.vn$/);
  });
});
