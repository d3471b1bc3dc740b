import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { AppError } from '../../lib/errors';
import { fail } from '../../lib/envelope';
import { validationMessage } from './validation-message';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../../lib/database-unavailable';

/** PostgreSQL error codes that can only come from input we failed to reject earlier → 4xx, not 500. */
const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  '22P02': [400, 'Dữ liệu không hợp lệ'],
  '22003': [400, 'Giá trị số vượt quá giới hạn'],
  '22001': [400, 'Dữ liệu quá dài'],
  '22007': [400, 'Ngày giờ không hợp lệ'],
  '22008': [400, 'Ngày giờ không hợp lệ'],
  '23505': [409, 'Dữ liệu đã tồn tại'],
  '23503': [404, 'Không tìm thấy dữ liệu liên quan'],
  '23514': [400, 'Dữ liệu không hợp lệ'],
  '54000': [400, 'Dữ liệu quá lớn'],
};

const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Dữ liệu JSON không hợp lệ',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Dữ liệu JSON không được để trống',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Dữ liệu gửi lên quá lớn',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Kiểu dữ liệu (Content-Type) không được hỗ trợ',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Độ dài dữ liệu không hợp lệ',
  FST_ERR_CTP_INVALID_TYPE: 'Kiểu dữ liệu (Content-Type) không hợp lệ',
  FST_ERR_CTP_EMPTY_TYPE: 'Thiếu Content-Type',
  FST_ERR_BAD_URL: 'Đường dẫn không hợp lệ',
  FST_ERR_ASYNC_CONSTRAINT: 'Yêu cầu không hợp lệ',
};

export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError & { code?: string }, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(fail(error.message, error.data));
    }
    if (error.validation) {
      return reply.status(400).send(fail(validationMessage(error.validation, error.validationContext ?? 'body')));
    }
    if (isDatabaseUnavailable(error)) {
      // the database is away (restarting, failing over, the network cut): a retry soon will do
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).send(fail(DATABASE_UNAVAILABLE_MESSAGE));
    }
    const pg = error.code ? PG_CLIENT_ERRORS[error.code] : undefined;
    if (pg && !('statusCode' in error && error.statusCode)) {
      request.log.warn({ err: error }, 'database rejected input');
      return reply.status(pg[0]).send(fail(pg[1]));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(fail(error.message || 'Bạn thao tác quá nhanh, vui lòng thử lại sau'));
    }
    if (status >= 400 && status < 500) {
      const message = (error.code && FASTIFY_CODES[error.code]) || 'Yêu cầu không hợp lệ';
      return reply.status(status).send(fail(message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail('Đã có lỗi xảy ra, vui lòng thử lại sau'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(fail(`Không tìm thấy đường dẫn: ${request.method} ${request.url.split('?')[0]}`));
  });
});
