import { render, screen } from '@testing-library/react';
import { recordBeacons } from '@edu/shared/testing';
import { RemoteErrorBoundary } from '../src/remotes/remote-error-boundary';
import { RemoteLoadError } from '../src/remotes/load-remote-page';

/** What the boundary reports is what ops count per version: a load failure is not a render error. */
let beacons: ReturnType<typeof recordBeacons>;
beforeEach(() => {
  beacons = recordBeacons();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function Throws({ error }: { error: Error }): never {
  throw error;
}

it.each([
  [
    'a manifest that 404s (the loader’s RemoteLoadError)',
    new RemoteLoadError('mf_catalogue', '1.0.0-x', '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'),
    'remote-load',
  ],
  ['a chunk that did not come', Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }), 'remote-load'],
  ['the remote’s own code throwing', new TypeError('Cannot read properties of undefined (reading "map")'), 'render'],
])('%s is reported as %s', async (_name, error, kind) => {
  render(
    <RemoteErrorBoundary remote="mf_catalogue" version="1.0.0-x" fallback={() => <p>Không tải được nội dung</p>} onRetry={() => undefined}>
      <Throws error={error} />
    </RemoteErrorBoundary>,
  );
  expect(screen.getByText('Không tải được nội dung')).toBeTruthy();
  expect((await beacons.read()).map((b) => b.body.kind)).toEqual([kind]);
});

describe('navigation resets the boundary in place (it is not remounted, so its Suspense boundary stays)', () => {
  function Page({ fail }: { fail: boolean }) {
    if (fail) throw new TypeError('trang hỏng');
    return <p>Nội dung trang</p>;
  }
  const boundary = (resetKey: string, fail: boolean) => (
    <RemoteErrorBoundary
      remote="mf_content"
      version="1.0.0-x"
      resetKey={resetKey}
      fallback={() => <p>Không tải được nội dung</p>}
      onRetry={() => undefined}
    >
      <Page fail={fail} />
    </RemoteErrorBoundary>
  );

  it.each([
    ['the same page re-renders', 'mf_content:/tin-tuc', true],
    ['the learner goes to another page', 'mf_content:/gioi-thieu', false],
    ['another remote takes the place', 'mf_catalogue:/khoa-hoc', false],
  ])('after a failure, when %s (%s), the retry card stays: %p', (_when, nextKey, cardStays) => {
    const { rerender } = render(boundary('mf_content:/tin-tuc', true));
    expect(screen.getByText('Không tải được nội dung')).toBeTruthy();
    rerender(boundary(nextKey, false));
    expect(screen.queryByText('Không tải được nội dung') !== null).toBe(cardStays);
    expect(screen.queryByText('Nội dung trang') !== null).toBe(!cardStays);
  });
});
