import fp from 'fastify-plugin';
import { badRequest } from '../../lib/errors';

export const INVALID_TEXT_MESSAGE = 'Dữ liệu chứa ký tự không hợp lệ';

/** A NUL (PostgreSQL text cannot store one) or a lone UTF-16 surrogate (JSON "\ud800": not a character at all). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const badText = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

/** True when a string (or key) anywhere in `value` holds text that cannot be stored as sent. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return badText(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => badText(k) || hasNul(v, depth + 1));
}

/** True when the raw query string has a percent-escape that is not UTF-8 (`%C3%28`, `%FF`): the parser would turn it into U+FFFD. */
export function queryNotUtf8(url: string): boolean {
  const q = url.indexOf('?');
  if (q < 0) return false;
  for (const part of url.slice(q + 1).split(/[&=]/)) {
    if (!part.includes('%')) continue;
    try {
      decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return true;
    }
  }
  return false;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Text that cannot be stored as sent is refused with a clear 400 before any route runs, instead of
 * a 500 from the database or a silent U+FFFD: NUL characters and lone surrogates in the query, the
 * path or a JSON body, query strings and JSON bodies that are not valid UTF-8.
 */
export default fp(async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body: Buffer, done) => {
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      return done(badRequest(INVALID_TEXT_MESSAGE), undefined);
    }
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('Dữ liệu JSON không hợp lệ'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });
  app.addHook('onRequest', async (request) => {
    if (queryNotUtf8(request.url)) throw badRequest(INVALID_TEXT_MESSAGE);
  });
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.query) || hasNul(request.body) || hasNul(request.params)) throw badRequest(INVALID_TEXT_MESSAGE);
  });
});
