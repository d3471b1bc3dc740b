/**
 * @edu/shared/pages — where every page is declared (the route table) and what each remote therefore
 * exposes; the route matcher; the shell's render signal the render gate listens for. Pure data and
 * functions: the shell, the SSR service, ops and the API's tests read the same table.
 */
export * from './route-table';
export * from './match-route';
export * from './page-signal';
export * from './exposes';
export type * from './shell-server';
