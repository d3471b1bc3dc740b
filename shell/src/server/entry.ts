// Async boundary, as in the browser entry: the federation runtime sets up the shared singletons
// before the server code (React, the router, @edu/shared) is evaluated. Consumers await `ready`.
export const ready = import('./index');
