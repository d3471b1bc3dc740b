/** Node-only helpers shared by the SSR side (ops) and the API; never imported by a browser app (eslint.config.mjs). */
export * from './health-token';
export * from './metrics-server';
export * from './password';
export * from './server-signals';
