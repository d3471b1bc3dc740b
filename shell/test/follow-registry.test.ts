/** @jest-environment jsdom */
import { followRegistry } from '../src/remotes/registry-client';

beforeEach(() => sessionStorage.clear());

describe('an open tab following the registry', () => {
  it.each([
    ['a remote on screen was rolled back', { mf_content: '1.0.0-a', mf_catalogue: '2.0.0' }, { mf_content: '1.0.0-b' }, true],
    ['a remote not on screen changed', { mf_content: '1.0.0-b', mf_catalogue: '2.1.0' }, { mf_content: '1.0.0-b' }, false],
    ['nothing changed', { mf_content: '1.0.0-b' }, { mf_content: '1.0.0-b' }, false],
    ['nothing on screen (a shell page)', { mf_content: '1.0.0-a' }, {}, false],
    ['the registry no longer names the remote', {}, { mf_content: '1.0.0-b' }, false],
  ])('%s → reload: %p', (_name, versions, mounted, reloads) => {
    const reload = jest.fn();
    expect(followRegistry(versions, mounted, reload)).toBe(reloads);
    expect(reload).toHaveBeenCalledTimes(reloads ? 1 : 0);
  });

  /** A page load: the module's state starts afresh, sessionStorage stays (as a reload does). */
  const freshPage = () => {
    let mod!: typeof import('../src/remotes/registry-client');
    jest.isolateModules(() => {
      mod = require('../src/remotes/registry-client');
    });
    return mod;
  };

  it('tries a target version three times, later each time: a reload onto a page rendered before the change is followed again, a registry that keeps saying the same never loops the tab', () => {
    const reload = jest.fn();
    const waits: number[] = [];
    const later = (run: () => void, ms: number) => {
      waits.push(ms);
      run();
    };
    // each reload (jsdom does not navigate) lands on the old version again
    const stillOld = () => freshPage().followRegistry({ mf_content: '1.0.0-a' }, { mf_content: '1.0.0-b' }, reload, later);
    expect([stillOld(), stillOld(), stillOld(), stillOld()]).toEqual([true, true, true, false]);
    expect(reload).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([500, 1000]);
    // a later, different change is followed again, at once
    expect(freshPage().followRegistry({ mf_content: '1.0.0-c' }, { mf_content: '1.0.0-a' }, reload, later)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([500, 1000]);
  });

  it('a retry already waiting is not counted twice (the stream and the poll both report the change)', () => {
    {
      const follow = freshPage().followRegistry;
      sessionStorage.setItem('edu:followed-registry', JSON.stringify({ target: 'mf_content@1.0.0-a', tries: 1 }));
      const reload = jest.fn();
      const later = jest.fn();
      follow({ mf_content: '1.0.0-a' }, { mf_content: '1.0.0-b' }, reload, later);
      follow({ mf_content: '1.0.0-a' }, { mf_content: '1.0.0-b' }, reload, later);
      expect(later).toHaveBeenCalledTimes(1);
      expect(JSON.parse(sessionStorage.getItem('edu:followed-registry')!)).toEqual({ target: 'mf_content@1.0.0-a', tries: 2 });
    }
  });
});

describe('the registry stream', () => {
  /** A stand-in for the browser's EventSource: the test says when it opens and what it receives. */
  class FakeEventSource extends EventTarget {
    static last: FakeEventSource | null = null;
    constructor(readonly url: string) {
      super();
      FakeEventSource.last = this;
    }
    close() {}
  }

  beforeEach(() => {
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
    globalThis.fetch = jest.fn(async () => new Response(JSON.stringify({ schema: 1, updatedAt: '', remotes: {} }), { status: 200 })) as typeof fetch;
  });
  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });

  const registryWith = (version: string) => ({
    schema: 1,
    updatedAt: '',
    remotes: { mf_content: { live: { version, entry: `/remotes/mf_content/${version}/mf-manifest.json` } } },
  });
  const view = (data: string) => Object.assign(new Event('view'), { data });

  it.each([
    ['names another version of a remote on screen (a rollback after the render)', JSON.stringify(registryWith('1.0.0-a')), 'mf_content@1.0.0-a'],
    ['names the version on screen', JSON.stringify(registryWith('1.0.0-b')), null],
    ['is not a registry', '<html>', null],
  ])('follows the edge’s view when it %s, without asking for the registry again', async (_name, data, followed) => {
    document.body.innerHTML = '<div data-remote="mf_content" data-remote-version="1.0.0-b"></div>';
    // jsdom reports location.reload() as navigation it does not implement: that report is the reload
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { startRegistryPolling } = await import('../src/remotes/registry-client');
    const stop = startRegistryPolling(60_000);
    expect(FakeEventSource.last!.url).toBe('/registry/events');
    FakeEventSource.last!.dispatchEvent(view(data));
    await new Promise((r) => setTimeout(r, 0));
    // the loop guard records the version the tab reloaded onto (jsdom does not navigate)
    expect(JSON.parse(sessionStorage.getItem('edu:followed-registry') ?? 'null')?.target ?? null).toBe(followed);
    expect(errors.mock.calls.some((call) => String(call[0]).includes('navigation'))).toBe(followed !== null);
    expect(globalThis.fetch).not.toHaveBeenCalled();
    errors.mockRestore();
    stop();
  });
});
