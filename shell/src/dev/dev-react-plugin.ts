import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** React and its renderer: one copy on a page, and for Fast Refresh it must be the development build. */
const REACT = /^react(-dom)?(\/|$)/;

type Shared = Parameters<NonNullable<ModuleFederationRuntimePlugin['beforeRegisterShare']>>[0]['shared'];

/**
 * With a dev remote on the page, every app (the shell and the published remotes too) takes React from the dev
 * server: the development build, which Fast Refresh needs (the site's is the production build, where a
 * component cannot be swapped with its state kept). Registered for every federation instance, before the
 * shell's own app asks for React.
 */
export function devReactPlugin(devRemote: string): ModuleFederationRuntimePlugin & { provided: () => string[] } {
  const fromDev = new Map<string, Shared>();
  return {
    name: 'edu-dev-react',
    provided: () => [...fromDev.keys()].sort(),
    beforeRegisterShare(args) {
      if (args.origin.name === devRemote && REACT.test(args.pkgName)) fromDev.set(args.pkgName, args.shared);
      return args;
    },
    resolveShare(args) {
      const dev = fromDev.get(args.pkgName);
      if (dev) args.resolver = () => ({ shared: dev, useTreesShaking: false });
      return args;
    },
  };
}
