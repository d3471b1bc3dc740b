/**
 * Test helpers for remotes (`@edu/shared/testing`; never imported by production code): the real
 * shared API client over an in-memory network, a page rendered by Testing Library inside a real
 * router, and a signed-in session.
 */
export * from './beacons';
export * from './course';
export * from './fake-api';
export * from './routes';
export * from './sign-in';
export * from './skip';
export * from './table';
export * from './user';
