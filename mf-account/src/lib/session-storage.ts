/** sessionStorage that never throws (private mode, disabled storage) and namespaces keys 'account:'. */
export function readSession<T>(key: string): T | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(`account:${key}`);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: unknown): void {
  try {
    globalThis.sessionStorage?.setItem(`account:${key}`, JSON.stringify(value));
  } catch {
    // storage unavailable: the flow still works, only a reload loses the draft
  }
}

export function removeSession(key: string): void {
  try {
    globalThis.sessionStorage?.removeItem(`account:${key}`);
  } catch {
    // ignore
  }
}
