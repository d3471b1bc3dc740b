import { act, render, screen } from '@testing-library/react';
import { useEffect, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { REMOTE_PAGE_EVENT, type RemotePageSignal } from '@edu/shared/pages';
import { RemoteErrorBoundary } from '../src/remotes/remote-error-boundary';
import { RemoteLoadError, RemoteLoadTimeout } from '../src/remotes/load-remote-page';
import { RemotePage } from '../src/remotes/remote-page';
import { ServerPagesContext, serverPageKey } from '../src/remotes/server-pages';

/**
 * The shell's word on a remote page, for the render gate before a promote (ops/src/gate): "rendered" once
 * the page mounted — kept even when the page navigates away at once — and "failed" when its retry card
 * took over, saying whether it threw or did not load, and whether the loader merely gave up waiting.
 */
let signals: RemotePageSignal[];
const listen = (e: Event) => signals.push((e as CustomEvent<RemotePageSignal>).detail);
beforeEach(() => {
  signals = [];
  window.addEventListener(REMOTE_PAGE_EVENT, listen);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  window.removeEventListener(REMOTE_PAGE_EVENT, listen);
  jest.restoreAllMocks();
});

/** A remote page given as already loaded (the path the server render takes): what the frame around it says. */
function withPage(Page: ComponentType, at = '/callback') {
  const pages = new Map([[serverPageKey('mf_account', 'CallbackPage'), { component: Page, version: '1.0.0-new' }]]);
  return render(
    <MemoryRouter initialEntries={[at]}>
      <ServerPagesContext.Provider value={pages}>
        <Routes>
          <Route path="/callback" element={<RemotePage remote="mf_account" expose="CallbackPage" />} />
          <Route path="/" element={<p>Trang chủ</p>} />
        </Routes>
      </ServerPagesContext.Provider>
    </MemoryRouter>,
  );
}

it('says "rendered" once the page mounted, with the remote and version', () => {
  withPage(() => <h1>Đang đăng nhập</h1>);
  expect(signals).toEqual([{ state: 'rendered', remote: 'mf_account', version: '1.0.0-new', path: '/callback' }]);
});

it('a page that navigates away in its first effect has still said it rendered', async () => {
  function LeavesAtOnce() {
    const navigate = useNavigate();
    useEffect(() => void navigate('/', { replace: true }), [navigate]);
    return <p>Đang đăng nhập…</p>;
  }
  await act(async () => {
    withPage(LeavesAtOnce);
  });
  expect(screen.getByText('Trang chủ')).toBeTruthy();
  expect(signals).toEqual([{ state: 'rendered', remote: 'mf_account', version: '1.0.0-new', path: '/callback' }]);
});

it.each<[string, Error, Partial<RemotePageSignal>]>([
  ['the remote’s code threw while rendering', new TypeError('trang hỏng'), { kind: 'render', timedOut: false, message: 'trang hỏng' }],
  [
    'its code did not load (a manifest 404)',
    new RemoteLoadError('mf_account', '1.0.0-new', 'Failed to get manifest'),
    { kind: 'remote-load', timedOut: false, message: '[mf_account@1.0.0-new] Failed to get manifest' },
  ],
  [
    'the loader gave up waiting: a slow machine, not a bad version',
    new RemoteLoadTimeout('mf_account', '1.0.0-new', 15_000),
    { kind: 'remote-load', timedOut: true, message: '[mf_account@1.0.0-new] timed out after 15000 ms' },
  ],
])('says "failed" when %s, and never "rendered"', (_case, error, expected) => {
  function Throws(): never {
    throw error;
  }
  render(
    <RemoteErrorBoundary remote="mf_account" version="1.0.0-new" fallback={() => <p>Không tải được nội dung</p>} onRetry={() => undefined}>
      <Throws />
    </RemoteErrorBoundary>,
  );
  expect(signals).toEqual([{ state: 'failed', remote: 'mf_account', version: '1.0.0-new', path: '/', ...expected }]);
});
