/** @jest-environment jsdom */
import { logError } from '../../src/platform/log-error';

/** The one error report of the browser apps: a tagged console line, and the beacon ops read per remote@version. */
let sent: { url: string; body: Record<string, unknown> }[];
let consoleError: jest.SpyInstance;

beforeEach(() => {
  sent = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, blob: Blob) => {
      // (jsdom's Blob has no text(): read it the way a browser of 2015 would)
      const reader = new FileReader();
      reader.onload = () => sent.push({ url, body: JSON.parse(String(reader.result)) as Record<string, unknown> });
      reader.readAsText(blob);
      return true;
    },
  });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/khoa-hoc/toan-12-c0001?token=bi-mat');
});
afterEach(() => consoleError.mockRestore());

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('logError', () => {
  it('a remote that threw while rendering: console names remote@version, the beacon carries kind, version and the path without its query', async () => {
    logError(new Error('Cannot read properties of undefined'), { remote: 'mf_catalogue', version: '1.2.0-abc', route: location.pathname });
    await settle();
    expect(consoleError.mock.calls[0]![0]).toBe('[mf_catalogue@1.2.0-abc] render on /khoa-hoc/toan-12-c0001');
    expect(sent).toEqual([{
      url: '/api/telemetry/client-error.json',
      body: { kind: 'render', remote: 'mf_catalogue', version: '1.2.0-abc', url: '/khoa-hoc/toan-12-c0001', page: '/khoa-hoc/toan-12-c0001', message: 'Cannot read properties of undefined' },
    }]);
    expect(JSON.stringify(sent)).not.toContain('bi-mat');
  });

  it.each([
    ['an integrity refusal', { kind: 'integrity' as const, remote: 'mf_content', version: '2.0.0', url: '/remotes/mf_content/2.0.0/remoteEntry.js' }, 'integrity'],
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
