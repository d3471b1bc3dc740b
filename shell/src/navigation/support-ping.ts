import { ENDPOINTS } from '@edu/shared/core';

/** SPEC §2: every navigation records a support ping. Fire-and-forget; a beacon survives page unloads. */
export function pingSupport(fullPath: string): void {
  const body = JSON.stringify({ path: fullPath });
  const url = ENDPOINTS.supportPing;
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
    void fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => undefined);
  } catch {
    // Telemetry must never break navigation.
  }
}
