import path from 'node:path';

/**
 * fastify's app.inject (light-my-request 6.8) requires `cookie` 2, which is ESM only; jest's CommonJS runtime on
 * Node 20 cannot load it. light-my-request only calls stringifySetCookie({ name, value }) to build the request's
 * Cookie header, so a CommonJS stand-in is registered for that exact file.
 */
export function installEsmShims(): void {
  const fastifyDir = path.dirname(require.resolve('fastify/package.json'));
  const lmrDir = path.dirname(require.resolve('light-my-request/package.json', { paths: [fastifyDir] }));
  const cookieMain = require.resolve('cookie', { paths: [lmrDir] });
  jest.doMock(cookieMain, () => ({
    stringifySetCookie: (c: { name: string; value: string }) => `${c.name}=${encodeURIComponent(c.value)}`,
  }));
}
