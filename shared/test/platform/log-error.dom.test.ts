/** @jest-environment jsdom */
import { logError, reportRemoteLoad, setHealthToken } from '../../src/platform/log-error';
import { recordBeacons, type SentBeacon } from '../../src/testing/beacons';

/** The one error report of the browser apps: a tagged console line, and the beacon ops read per remote@version. */
let sent: SentBeacon[];
let beacons: ReturnType<typeof recordBeacons>;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  sent = [];
  beacons = recordBeacons();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/khoa-hoc/toan-12-c0001?token=bi-mat');
});
afterEach(() => {
  consoleError.mockRestore();
  setHealthToken(undefined);
});

/** Every beacon this test sent, read. */
const settle = async () => {
  sent = await beacons.read();
};

describe('logError', () => {
  it('a remote that threw while rendering: console names remote@version, the beacon carries kind, version and the path without its query', async () => {
    logError(new Error('Cannot read properties of undefined'), { remote: 'mf_catalogue', version: '1.2.0-abc', route: location.pathname });
    await settle();
    expect(consoleError.mock.calls[0]![0]).toBe('[mf_catalogue@1.2.0-abc] render on /khoa-hoc/toan-12-c0001');
    expect(sent).toEqual([
      {
        url: '/api/telemetry/client-error.json',
        body: {
          kind: 'render',
          remote: 'mf_catalogue',
          version: '1.2.0-abc',
          url: '/khoa-hoc/toan-12-c0001',
          page: '/khoa-hoc/toan-12-c0001',
          message: 'Cannot read properties of undefined',
        },
      },
    ]);
    expect(JSON.stringify(sent)).not.toContain('bi-mat');
  });

  it.each([
    [
      'an integrity refusal',
      { kind: 'integrity' as const, remote: 'mf_content', version: '2.0.0', url: '/remotes/mf_content/2.0.0/remoteEntry.js' },
      'integrity',
    ],
    ['a load failure', { kind: 'remote-load' as const, remote: 'mf_content', version: null }, 'remote-load'],
  ])('%s is sent with its kind', async (_name, context, kind) => {
    logError(new Error('x'), context);
    await settle();
    expect(sent[0]!.body.kind).toBe(kind);
  });

  it('an error outside any remote goes to the console only', async () => {
    logError(new Error('shell only'));
    await settle();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });

  it('keeps what it sends small: a long message is cut', async () => {
    logError(new Error('x'.repeat(2000)), { remote: 'mf_account', version: '1' });
    await settle();
    expect(String(sent[0]!.body.message)).toHaveLength(300);
  });
});

describe('reportRemoteLoad', () => {
  it('reports every load, unsampled, without a weight', async () => {
    reportRemoteLoad('mf_catalogue', '1.2.0-abc');
    reportRemoteLoad('mf_catalogue', '1.2.0-abc');
    await settle();
    const expected = {
      url: '/api/telemetry/remote_load.json',
      body: { remote: 'mf_catalogue', version: '1.2.0-abc', page: '/khoa-hoc/toan-12-c0001' },
    };
    expect(sent).toEqual([expected, expected]);
  });
});

describe('the page view health token', () => {
  it('rides on every beacon once set from the SSR payload', async () => {
    setHealthToken('tok.sig');
    reportRemoteLoad('mf_catalogue', '1.2.0-abc');
    logError(new Error('x'), { kind: 'render', remote: 'mf_catalogue', version: '1.2.0-abc' });
    await settle();
    expect(sent.map((b) => b.body.token)).toEqual(['tok.sig', 'tok.sig']);
  });
});
