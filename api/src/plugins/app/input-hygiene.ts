import fp from 'fastify-plugin';
import { badRequest } from '../../lib/errors';

export const INVALID_TEXT_MESSAGE = 'Dữ liệu chứa ký tự không hợp lệ';

/** True when a string anywhere in `value` holds a NUL character (PostgreSQL text cannot store one). */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Text that cannot be stored as sent is refused with a clear 400 before any route runs, instead of
 * a 500 from the database: NUL characters in the query or a JSON body, and JSON bodies that are not
 * valid UTF-8 (which a lenient decoder would silently turn into U+FFFD).
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
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.query) || hasNul(request.body) || hasNul(request.params)) throw badRequest(INVALID_TEXT_MESSAGE);
  });
});
