/**
 * TypeBox (0.34, CommonJS-friendly) and a Fastify type provider for it.
 *
 * @fastify/type-provider-typebox 6 re-exports `typebox` 1.x, which ships ESM only: jest's CommonJS runtime
 * (Node 20) cannot load it. The provider is only types, so we declare it here against @sinclair/typebox.
 */
import type { FastifyPluginAsync, FastifyPluginOptions, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';

export { Type } from '@sinclair/typebox';
export type { Static, TSchema } from '@sinclair/typebox';

export interface TypeBoxTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

export type FastifyPluginAsyncTypebox<Options extends FastifyPluginOptions = Record<never, never>> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  TypeBoxTypeProvider
>;
