import { loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
// eslint-disable-next-line no-restricted-imports -- runs before the shared core may load: taking the core here would pick React before the dev server offers its own
import { devEntryUrl, REMOTES, type DevOverride } from '@edu/shared/platform';
import { devReactPlugin } from './dev-react-plugin';
import { readDevOverride } from './read-dev-override';
import { showDevBar } from './dev-bar';

/**
 * Before the app starts, in a browser with a dev override: the dev server's container is registered and its
 * first expose loaded, which runs its hot-reload client and React Fast Refresh's hook, and offers its
 * development React to everyone (./dev-react-plugin.ts). A dev server that does not answer leaves the app to
 * start with the site's React; that remote's pages then show their retry card, and the bar says why.
 */
export async function attachDevRemote(): Promise<DevOverride | null> {
  const dev = readDevOverride();
  if (!dev) return null;
  const plugin = devReactPlugin(dev.remote);
  registerGlobalPlugins([plugin]);
  registerPlugins([plugin]);
  registerRemotes([{ name: dev.remote, entry: devEntryUrl(dev) }], { force: true });
  const first = REMOTES.find((r) => r.name === dev.remote)!.exposes[0];
  try {
    await loadRemote(`${dev.remote}/${first}`);
    showDevBar(dev, null);
  } catch (err) {
    showDevBar(dev, `không tải được (${err instanceof Error ? err.message.split('\n')[0] : String(err)}) — máy chủ phát triển còn chạy không?`);
  }
  return dev;
}
