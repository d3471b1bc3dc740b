import { useRef, type KeyboardEvent, type MouseEvent } from 'react';

export type LoginMethod = 'password' | 'otp';

const TABS: { id: LoginMethod; label: string }[] = [
  { id: 'password', label: 'Email / SĐT' },
  { id: 'otp', label: 'Mã qua SMS' },
];

export interface LoginTabsProps {
  value: LoginMethod;
  onChange: (m: LoginMethod) => void;
  /** The page's URL with that method chosen (`?cach=otp`): the server renders it too. */
  hrefOf: (m: LoginMethod) => string;
  idPrefix: string;
}

/**
 * WAI-ARIA tabs: arrows move between the two methods. Each tab is a link to the page with its method,
 * so a tap before the page's code has started (the form is server-rendered) is not lost: it loads
 * that method's panel from the server; once started, the tab switches in place.
 */
export function LoginTabs({ value, onChange, hrefOf, idPrefix }: LoginTabsProps) {
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, index: number) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next = (index + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    const tab = TABS[next];
    if (!tab) return;
    onChange(tab.id);
    refs.current[next]?.focus();
  };
  const onClick = (e: MouseEvent, id: LoginMethod) => {
    e.preventDefault();
    onChange(id);
  };
  return (
    <div role="tablist" aria-label="Cách đăng nhập" className="acc-tabs">
      {TABS.map((t, i) => (
        <a
          key={t.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          href={hrefOf(t.id)}
          role="tab"
          id={`${idPrefix}-tab-${t.id}`}
          aria-selected={value === t.id}
          aria-controls={`${idPrefix}-panel-${t.id}`}
          tabIndex={value === t.id ? 0 : -1}
          className={value === t.id ? 'acc-tab acc-tab--active' : 'acc-tab'}
          onClick={(e) => onClick(e, t.id)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {t.label}
        </a>
      ))}
    </div>
  );
}
