import { SSR_PAYLOAD_ID, type SsrPayload } from '@edu/shared/core';
import { logError } from '@edu/shared/core';

/** The server render's payload when this page was server-rendered (and so must be hydrated), else null. */
export function readSsrPayload(doc: Document = document): SsrPayload | null {
  const text = doc.getElementById(SSR_PAYLOAD_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrPayload;
  } catch (err) {
    logError(err, { kind: 'hydration', detail: 'the server render payload is not JSON; rendering in the browser' });
    return null;
  }
}
