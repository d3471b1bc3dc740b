/**
 * The monolith comparison build (ops/webpack/create-monolith-config.cjs) has no Module Federation: the
 * shell's calls into the federation runtime land here. Registering does nothing, and `loadRemote`
 * imports the remote's page module directly — an ordinary code-split chunk of the one bundle (the map is
 * generated from the one list of remotes when the config loads).
 */
import { PAGES } from './generated-pages';

export const registerPlugins = (): void => undefined;
export const registerRemotes = (): void => undefined;
export function loadRemote<M>(id: string): Promise<M> {
  const load = PAGES[id];
  return load ? (load() as Promise<M>) : Promise.reject(new Error(`${id} is not a page of the monolith`));
}
export type ModuleFederationRuntimePlugin = Record<string, unknown>;
