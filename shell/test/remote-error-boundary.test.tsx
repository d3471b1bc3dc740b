import { render, screen } from '@testing-library/react';
import { RemoteErrorBoundary } from '../src/remotes/remote-error-boundary';
import { RemoteLoadError } from '../src/remotes/load-remote-page';

/** What the boundary reports is what ops count per version: a load failure is not a render error. */
let kinds: Promise<string>[];
beforeEach(() => {
  kinds = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, blob: Blob) => {
      kinds.push(new Promise((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve((JSON.parse(String(reader.result)) as { kind: string }).kind);
        reader.readAsText(blob);
      }));
      return true;
    },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function Throws({ error }: { error: Error }): never {
  throw error;
}

it.each([
  ['a manifest that 404s (the loader’s RemoteLoadError)', new RemoteLoadError('mf_catalogue', '1.0.0-x', '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'), 'remote-load'],
  ['a chunk that did not come', Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }), 'remote-load'],
  ['the remote’s own code throwing', new TypeError('Cannot read properties of undefined (reading "map")'), 'render'],
])('%s is reported as %s', async (_name, error, kind) => {
  render(
    <RemoteErrorBoundary remote="mf_catalogue" version="1.0.0-x" fallback={() => <p>Không tải được nội dung</p>} onRetry={() => undefined}>
      <Throws error={error} />
    </RemoteErrorBoundary>,
  );
  expect(screen.getByText('Không tải được nội dung')).toBeTruthy();
  expect(await Promise.all(kinds)).toEqual([kind]);
});
