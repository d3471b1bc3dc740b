import { readDraft, writeDraft } from './contact-draft';
import { EMPTY_CONTACT } from './contact-rules';

function memory(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    key: () => null,
    get length() {
      return m.size;
    },
  };
}

describe('contact draft', () => {
  it('keeps what was typed and drops it once empty', () => {
    const s = memory();
    writeDraft({ ...EMPTY_CONTACT, message: 'Xin chào' }, s);
    expect(readDraft(s)).toEqual({ ...EMPTY_CONTACT, message: 'Xin chào' });
    writeDraft({ ...EMPTY_CONTACT }, s);
    expect(readDraft(s)).toBeNull();
  });

  it.each(['not json', '[]', '{"message": 5}', 'null'])('ignores a damaged draft %j', (raw) => {
    const s = memory();
    s.setItem('edu:content:contact-draft', raw);
    const draft = readDraft(s);
    expect(draft === null || draft.message === '').toBe(true);
  });
});
