export type UploadEncoding = 'base64' | 'blob';
export type UploadBody = Blob | ArrayBuffer | Uint8Array;

/** Bytes of a base64 string; a 'data:…;base64,' prefix is accepted and dropped. */
export function base64ToBytes(content: string): Uint8Array {
  const comma = content.startsWith('data:') ? content.indexOf(',') : -1;
  const binary = atob(content.slice(comma + 1).replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The body to PUT; throws 'invalid content encoding!' for an encoding other than base64 or blob (SPEC §5). */
export function decodeUploadContent(content: unknown, encoding: unknown): UploadBody {
  if (encoding === 'base64' && typeof content === 'string') return base64ToBytes(content);
  const isBinary = content instanceof Blob || content instanceof ArrayBuffer || content instanceof Uint8Array;
  if (encoding === 'blob' && isBinary) return content;
  throw new Error('invalid content encoding!');
}

/**
 * What to hand to axios: a Uint8Array becomes exactly its bytes as an ArrayBuffer (axios would
 * send the whole underlying buffer of a view).
 */
export function toRequestBody(body: UploadBody): Blob | ArrayBuffer {
  if (!(body instanceof Uint8Array)) return body;
  const copy = new Uint8Array(body.byteLength);
  copy.set(body);
  return copy.buffer;
}
