export interface SentBeacon {
  url: string;
  body: Record<string, unknown>;
}

/**
 * Records what `navigator.sendBeacon` sends (jsdom has none), each body parsed as JSON. `read()` waits
 * for every beacon sent so far: jsdom's Blob has no text(), so bodies are read with a FileReader, and a
 * late read must never land in another test. Call in beforeEach.
 */
export function recordBeacons(): { read: () => Promise<SentBeacon[]> } {
  const beacons: Promise<SentBeacon>[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, blob: Blob) => {
      beacons.push(
        new Promise((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve({ url, body: JSON.parse(String(reader.result)) as Record<string, unknown> });
          reader.readAsText(blob);
        }),
      );
      return true;
    },
  });
  return { read: () => Promise.all(beacons) };
}
