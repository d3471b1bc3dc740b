/**
 * What each remote exposes, fed by the route table: every page a route names (plus the two modules the
 * shell loads by name), then the remote's `exposes` in the one list of remotes — parcels and pages not
 * routed yet. The remotes' builds (ops/webpack/remote-list.cjs), the types they publish and the publish
 * gate all read this, so a page is declared once: its route.
 */
import { REMOTES, type RemoteDefinition, type RemoteName } from '../platform/remotes';
import { FREE_ENROLMENT_MODULE, ROUTES, TWO_SEGMENT_PAGE, type RemotePageRef } from './route-table';

const SHELL_NAMED: RemotePageRef[] = [TWO_SEGMENT_PAGE, FREE_ENROLMENT_MODULE];

/** The exposes the shell names (routes and modules), per remote: a published build must have each. */
export function requiredExposes(): Record<RemoteName, string[]> {
  const out = Object.fromEntries(REMOTES.map((r) => [r.name, [] as string[]])) as Record<RemoteName, string[]>;
  for (const ref of [...ROUTES.map((r) => r.page), ...SHELL_NAMED]) {
    if (typeof ref === 'string') continue;
    const list = (out[ref.remote] ??= []);
    if (!list.includes(ref.expose)) list.push(ref.expose);
  }
  return out;
}

/** Everything one remote exposes: the pages and modules the shell names, then its own extra exposes. */
export function exposesOf(remote: Pick<RemoteDefinition, 'name' | 'exposes'>): string[] {
  const named = requiredExposes()[remote.name as RemoteName] ?? [];
  return [...named, ...remote.exposes.filter((e) => !named.includes(e))];
}
