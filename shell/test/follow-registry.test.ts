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

  it('reloads once per target version: a registry that keeps saying the same never loops the tab', () => {
    const reload = jest.fn();
    followRegistry({ mf_content: '1.0.0-a' }, { mf_content: '1.0.0-b' }, reload);
    // after the reload the frame would show 1.0.0-a; if it still showed 1.0.0-b, no second reload
    followRegistry({ mf_content: '1.0.0-a' }, { mf_content: '1.0.0-b' }, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    // a later, different change is followed again
    followRegistry({ mf_content: '1.0.0-c' }, { mf_content: '1.0.0-a' }, reload);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
