import type { FastifyInstance, FastifySchema } from 'fastify';

/** OpenAPI: a route that needs `Authorization: Bearer <access token>`. */
export const secured = [{ bearer: [] }];

/**
 * The options of a route only a signed-in user may call: `app.requireUser` checks the access token before
 * the handler (401 without one), and the OpenAPI document marks the route `secured`; the two never part.
 *   app.get('/user.json', signedIn(app, { tags: ['user'], summary: 'My profile', response }), handler);
 * A route with more pre-handlers (rate limits) or other options spells both out.
 */
export function signedIn<S extends FastifySchema>(app: Pick<FastifyInstance, 'requireUser'>, schema: S) {
  return { preHandler: app.requireUser, schema: { ...schema, security: secured } };
}
