/**
 * @edu/shared — the whole contract as it was up to 1.2: the core and every door in one module. Apps import
 * '@edu/shared/core' and the doors instead (lint holds them to it), because this shared barrel shipped all
 * of it, dayjs included, on every page. It stays for the remote versions already published against it: the
 * shell provides it (loaded only when such a version asks), and its core takes the state through the shared
 * singleton '@edu/shared/state', so an older remote meets the same bus, session, API client and contexts.
 */
export * from '@edu/shared/core';
export * from './dates';
export * from './media';
export * from './video';
export * from './upload';
