import { CONTACT_FIELDS, EMPTY_CONTACT, type ContactValues } from './contact-rules';

/** What was typed survives a reload or a detour (sessionStorage, this tab only); cleared once sent. */
const KEY = 'edu:content:contact-draft';

export function readDraft(storage: Pick<Storage, 'getItem'> | null = safeStorage()): ContactValues | null {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const values = { ...EMPTY_CONTACT };
    for (const f of CONTACT_FIELDS) if (typeof parsed[f] === 'string') values[f] = (parsed[f] as string).slice(0, 6000);
    return values;
  } catch {
    return null;
  }
}

export function writeDraft(values: ContactValues | null, storage: Pick<Storage, 'setItem' | 'removeItem'> | null = safeStorage()): void {
  try {
    if (!values || CONTACT_FIELDS.every((f) => values[f].trim() === '')) storage?.removeItem(KEY);
    else storage?.setItem(KEY, JSON.stringify(values));
  } catch {
    // Storage full or disabled: the form still works, only the draft is not kept.
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
