import { useRef, type KeyboardEvent } from 'react';

export type LoginMethod = 'password' | 'otp';

const TABS: { id: LoginMethod; label: string }[] = [
  { id: 'password', label: 'Email / SĐT' },
  { id: 'otp', label: 'Mã qua SMS' },
];

/** WAI-ARIA tabs: arrows move between the two methods. */
export function LoginTabs({ value, onChange, idPrefix }: { value: LoginMethod; onChange: (m: LoginMethod) => void; idPrefix: string }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, index: number) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next = (index + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    const tab = TABS[next];
    if (!tab) return;
    onChange(tab.id);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label="Cách đăng nhập" className="acc-tabs">
      {TABS.map((t, i) => (
        <button
          key={t.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${t.id}`}
          aria-selected={value === t.id}
          aria-controls={`${idPrefix}-panel-${t.id}`}
          tabIndex={value === t.id ? 0 : -1}
          className={value === t.id ? 'acc-tab acc-tab--active' : 'acc-tab'}
          onClick={() => onChange(t.id)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
