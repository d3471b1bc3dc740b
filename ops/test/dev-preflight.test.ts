import net from 'node:net';
import { findRemote } from '@edu/shared/platform';
import { checkPort, checkSingletons, neededSingletons, PreflightError, remoteByName } from '../src/dev/preflight';

const content = findRemote('mf-content')!;
const shell = [
  { name: 'react', version: '19.3.1', singleton: true },
  { name: '@edu/ui', version: '1.4.0', singleton: true },
];

describe('pnpm dev preflight', () => {
  it.each([
    ['mf-content', 'mf_content'],
    ['mf_content', 'mf_content'],
    ['mf-catalogue', 'mf_catalogue'],
  ])('%s names the remote %s', (arg, name) => {
    expect(remoteByName(arg).name).toBe(name);
  });

  it.each([['mf-khong-co'], ['shell'], [undefined]])('%s is refused in one line naming the remotes', (arg) => {
    expect(() => remoteByName(arg)).toThrow(PreflightError);
    expect(() => remoteByName(arg)).toThrow(/chọn một trong mf-catalogue, mf-account, mf-checkout, mf-learning, mf-content/);
  });

  it('needs only exact singletons with a range (prefix keys are the same packages)', () => {
    const needed = neededSingletons({
      react: { singleton: true, requiredVersion: '^19.3.1' },
      'react/': { singleton: true, requiredVersion: '^19.3.1' },
      '@edu/ui': { singleton: true, requiredVersion: '^1.4.0', version: '1.4.0' },
      lodash: { requiredVersion: '^4.0.0' },
    });
    expect(needed).toEqual([
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
      { name: '@edu/ui', version: '1.4.0', singleton: true, requiredVersion: '^1.4.0' },
    ]);
  });

  it.each([
    ['the site provides what the code needs', [{ name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' }], null],
    [
      'a newer minor of the design system than the site has',
      [{ name: '@edu/ui', version: '1.5.0', singleton: true, requiredVersion: '^1.5.0' }],
      /mf_content cần singleton mà site chưa có — shared "@edu\/ui": built for \^1\.5\.0 but the live shell provides 1\.4\.0/,
    ],
    [
      'a singleton the site does not provide at all',
      [{ name: 'zustand', version: '5.1.0', singleton: true, requiredVersion: '^5.1.0' }],
      /the site's shell does not provide zustand \^5\.1\.0/,
    ],
  ])('%s', (_case, needed, error) => {
    const run = () => checkSingletons(content, needed, shell);
    if (error) expect(run).toThrow(error);
    else expect(run).not.toThrow();
  });

  it('refuses a port something listens on, and takes a free one', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await expect(checkPort(port)).rejects.toThrow(`Cổng ${port} đang được dùng: chọn cổng khác với --port N`);
    await new Promise((resolve) => server.close(resolve));
    await expect(checkPort(port)).resolves.toBeUndefined();
    await expect(checkPort(70_000)).rejects.toThrow('Cổng không hợp lệ: 70000');
  });
});
