import type { ApiEnvelope } from '@edu/shared/dto';

export function ok<T>(data: T, message = 'Thành công'): ApiEnvelope<T> {
  return { status: true, data, message };
}

export function fail(message: string, data: unknown = null): ApiEnvelope<unknown> {
  return { status: false, data, message };
}
