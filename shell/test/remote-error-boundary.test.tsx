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
  expect((await beacons.read()).map((b) => b.body.kind)).toEqual([kind]);
});
