import path from 'node:path';
import type { ComponentType } from 'react';
import type { RemoteVersionRef } from '@edu/shared/core';

declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;
declare const __non_webpack_require__: NodeRequire;

interface Container {
  init(shareScope: unknown): Promise<void> | void;
  get(expose: string): Promise<() => { default?: unknown }>;
}

const containers = new Map<string, Promise<Container>>();

/**
 * The version's server container, required from its immutable folder and initialised with this
 * shell's shared singletons (React, the router, zustand, @edu/shared): one per version, so
 * versions never mix and a new version needs no restart. A failure is not kept: the next call
 * tries again.
 */
function container(deployDir: string, remote: string, version: string): Promise<Container> {
  const file = path.join(deployDir, 'remotes', remote, version, 'server', 'remoteEntry.js');
  let pending = containers.get(file);
  if (!pending) {
    pending = (async () => {
      await __webpack_init_sharing__('default');
      const loaded = __non_webpack_require__(file) as Container;
      await loaded.init(__webpack_share_scopes__.default);
      return loaded;
    })();
    containers.set(file, pending);
    pending.catch(() => {
      containers.delete(file);
      delete __non_webpack_require__.cache[file];
    });
  }
  return pending;
}

/** The default export (page component) of `expose` in that remote version's server build. */
export async function loadServerPage(remote: string, ref: RemoteVersionRef, expose: string, deployDir: string): Promise<ComponentType> {
  const factory = await (await container(deployDir, remote, ref.version)).get(`./${expose}`);
  const page = factory().default;
  if (typeof page !== 'function' && (typeof page !== 'object' || page === null))
    throw new Error(`${remote}@${ref.version} ${expose} has no default export`);
  return page as ComponentType;
}
