import { passwordChecklist } from '../../lib/validation/password';

/** The rules, shown before anything is typed and ticked off live; used as the password field's hint (aria-describedby). */
export function PasswordRules({ value }: { value: string }) {
  return (
    <ul className="acc-rules">
      {passwordChecklist(value).map((r) => (
        <li key={r.id} className={r.ok ? 'acc-rule acc-rule--ok' : 'acc-rule'}>
          <span aria-hidden="true">{r.ok ? '✓' : '•'}</span> {r.label}
          <span className="visually-hidden">{r.ok ? ' (đã đạt)' : ' (chưa đạt)'}</span>
        </li>
      ))}
    </ul>
  );
}
