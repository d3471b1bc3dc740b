import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { focusableIn, keepTabInside } from '@edu/ui';
import { focusPageHeading, RouteAnnouncer } from '../src/a11y/route-announcer';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const html = (markup: string) => {
  const el = document.createElement('div');
  el.innerHTML = markup;
  document.body.appendChild(el);
  return el;
};
afterEach(() => {
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('focus trap', () => {
  const key = (shiftKey = false) => ({ key: 'Tab', shiftKey, preventDefault: jest.fn() });

  it('lists what Tab reaches, leaving out disabled, hidden and tabindex=-1 elements', () => {
    const box = html(`<a href="/a">a</a><button disabled>x</button><input type="hidden"><span tabindex="-1">s</span>
      <div hidden><button>h</button></div><input id="i"><span tabindex="0" id="t">t</span>`);
    expect(focusableIn(box).map((e) => e.id || e.tagName)).toEqual(['A', 'i', 't']);
  });

  it.each([
    ['Tab on the last goes to the first', 'c', false, 'a'],
    ['Shift+Tab on the first goes to the last', 'a', true, 'c'],
    ['Tab in the middle is left to the browser', 'b', false, 'b'],
    ['Shift+Tab in the middle is left to the browser', 'b', true, 'b'],
  ])('%s', (_name, from, shift, to) => {
    const box = html('<button id="a">a</button><button id="b">b</button><button id="c">c</button>');
    document.getElementById(from)!.focus();
    const event = key(shift);
    const moved = keepTabInside(box, event);
    expect(document.activeElement?.id).toBe(to);
    expect(moved).toBe(from !== to);
    expect(event.preventDefault).toHaveBeenCalledTimes(from !== to ? 1 : 0);
  });

  it('brings focus back in when it is outside the dialog', () => {
    const outside = html('<button id="out">o</button>');
    const box = html('<button id="a">a</button><button id="b">b</button>');
    outside.querySelector('button')!.focus();
    keepTabInside(box, key());
    expect(document.activeElement?.id).toBe('a');
  });

  it('ignores keys other than Tab', () => {
    const box = html('<button id="a">a</button>');
    expect(keepTabInside(box, { key: 'Enter', shiftKey: false, preventDefault: jest.fn() })).toBe(false);
  });
});

describe('focus and announcement after a navigation', () => {
  it('focuses the heading as soon as it shows and reports the page title', async () => {
    document.title = 'Tin tức | KhoaHoc.vn';
    const root = html('<main id="main" tabindex="-1"><p>Đang tải…</p></main>');
    const announced = jest.fn();
    focusPageHeading(document, announced);
    const h1 = document.createElement('h1');
    h1.textContent = 'Tin tức';
    root.querySelector('main')!.appendChild(h1);
    await new Promise((r) => setTimeout(r, 50));
    expect(document.activeElement).toBe(h1);
    expect(h1.getAttribute('tabindex')).toBe('-1');
    expect(announced).toHaveBeenCalledWith('Tin tức | KhoaHoc.vn');
  });

  it('falls back to <main> when no heading shows in time', async () => {
    html('<main id="main" tabindex="-1"><p>Trang không có tiêu đề</p></main>');
    const announced = jest.fn();
    focusPageHeading(document, announced, 20);
    await new Promise((r) => setTimeout(r, 60));
    expect(document.activeElement?.tagName).toBe('MAIN');
    expect(announced).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled (the learner navigated again)', async () => {
    const root = html('<main></main>');
    const announced = jest.fn();
    const cancel = focusPageHeading(document, announced, 20);
    cancel();
    root.querySelector('main')!.appendChild(document.createElement('h1'));
    await new Promise((r) => setTimeout(r, 60));
    expect(announced).not.toHaveBeenCalled();
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
    const container = html('');
    let root: Root;
    await act(async () => {
      root = createRoot(container);
      root.render(
        <MemoryRouter initialEntries={['/']}>
          <Page />
          <RouteAnnouncer />
        </MemoryRouter>,
      );
    });
    const live = container.querySelector('[role="status"]')!;
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('');
    expect(document.activeElement).toBe(document.body);

    document.title = 'Khóa học | KhoaHoc.vn';
    await act(async () => go('/khoa-hoc'));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(document.activeElement?.tagName).toBe('H1');
    expect(live.textContent).toBe('Khóa học | KhoaHoc.vn');
    await act(async () => root!.unmount());
  });
});
