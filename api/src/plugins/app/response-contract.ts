import fp from 'fastify-plugin';
import Ajv, { type ValidateFunction } from 'ajv';

/**
 * Outside production, every 200 answer is checked against its route's response schema as a client would
 * receive it, with no property the schema does not name. Fastify's serializer silently drops unlisted fields and
 * turns a `null` into `""` or `0` for a field typed string or number; here such a drift fails the request with
 * the path of each difference, so a schema that no longer says what the route sends is caught by the first
 * test that calls it instead of by a learner's empty screen.
 */
export const CONTRACT_MESSAGE = 'Câu trả lời không khớp schema của nó';

/** A copy of `schema` where every object lists all its properties (additionalProperties: false unless set). */
export function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = key === 'properties' ? mapValues(value as Record<string, unknown>) : closed(value);
  if ((out.type === 'object' || out.properties) && out.additionalProperties === undefined && !out.patternProperties) out.additionalProperties = false;
  return out;
}

const mapValues = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, closed(v)]));

export default fp(async (app) => {
  if (app.config.production) return;
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
  const schemas = new Map<string, unknown>();
  const compiled = new Map<string, ValidateFunction>();
  app.addHook('onRoute', (route) => {
    const ok = (route.schema?.response as Record<string, unknown> | undefined)?.[200];
    if (ok) for (const method of ([] as string[]).concat(route.method)) schemas.set(`${method} ${route.url}`, ok);
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode !== 200) return payload;
    const key = `${request.method} ${request.routeOptions.url}`;
    const schema = schemas.get(key);
    if (!schema) return payload;
    let validate = compiled.get(key);
    if (!validate) compiled.set(key, (validate = ajv.compile(closed(JSON.parse(JSON.stringify(schema))) as object)));
    if (validate(JSON.parse(JSON.stringify(payload)))) return payload;
    const where = (validate.errors ?? [])
      .slice(0, 8)
      .map(
        (e) =>
          `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
      );
    request.log.error({ route: key, where }, 'response does not match its schema');
    reply.code(500);
    return { status: false, data: { route: key, where }, message: CONTRACT_MESSAGE };
  });
});
