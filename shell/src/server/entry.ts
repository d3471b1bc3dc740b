import type { ShellServer } from '@edu/shared/pages';

// Async boundary, as in the browser entry: the federation runtime sets up the shared singletons
// before the server code (React, the router, @edu/shared) is evaluated. Consumers await `ready`.
// Typed as the contract the SSR service is typed against (@edu/shared/pages): a change here that breaks it does not compile.
export const ready: Promise<ShellServer> = import('./index');
