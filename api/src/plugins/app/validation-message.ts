import type { FastifySchemaValidationError } from 'fastify/types/schema';

const PART: Record<string, string> = { body: 'body', querystring: 'query', params: 'params', headers: 'header' };

function field(err: FastifySchemaValidationError, context: string): string {
  const path = (err.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
  const missing = err.keyword === 'required' ? String((err.params as { missingProperty?: string }).missingProperty ?? '') : '';
  const name = [path, missing].filter(Boolean).join('.');
  return name || PART[context] || context;
}

/** AJV errors → one Vietnamese sentence: 'Dữ liệu không hợp lệ: "email" không đúng định dạng'. */
export function validationMessage(errors: FastifySchemaValidationError[], context: string): string {
  const err = errors[0];
  if (!err) return 'Dữ liệu không hợp lệ';
  const name = `"${field(err, context)}"`;
  const p = err.params as Record<string, unknown>;
  let detail: string;
  switch (err.keyword) {
    case 'required':
      detail = `thiếu trường ${name}`;
      break;
    case 'type':
      detail = `${name} phải là kiểu ${String(p.type)}`;
      break;
    case 'maxLength':
      detail = `${name} dài quá ${String(p.limit)} ký tự`;
      break;
    case 'minLength':
      detail = `${name} phải có ít nhất ${String(p.limit)} ký tự`;
      break;
    case 'maximum':
    case 'exclusiveMaximum':
      detail = `${name} vượt quá giá trị tối đa ${String(p.limit)}`;
      break;
    case 'minimum':
    case 'exclusiveMinimum':
      detail = `${name} nhỏ hơn giá trị tối thiểu ${String(p.limit)}`;
      break;
    case 'maxItems':
      detail = `${name} có quá nhiều phần tử (tối đa ${String(p.limit)})`;
      break;
    case 'minItems':
      detail = `${name} cần ít nhất ${String(p.limit)} phần tử`;
      break;
    case 'format':
      detail = `${name} không đúng định dạng`;
      break;
    case 'pattern':
      detail = `${name} không đúng định dạng`;
      break;
    case 'enum':
    case 'anyOf':
    case 'oneOf':
    case 'const':
      detail = `${name} không nằm trong các giá trị cho phép`;
      break;
    case 'additionalProperties':
      detail = `trường "${String(p.additionalProperty)}" không được phép`;
      break;
    default:
      detail = `${name} không hợp lệ`;
  }
  return `Dữ liệu không hợp lệ: ${detail}`;
}
