import { useId, useState, type FormEvent } from 'react';
import Cookies from 'js-cookie';
import { ENDPOINTS, apiPatch, getSessionStore, isAuthenticated, showToast } from '@edu/shared/core';
import { birthDateToIso, formatBirthDateInput, validateBirthDate } from '@edu/shared/dates';
import { Dialog } from '@edu/ui';

/** Remembered for a year, so a confirmed visitor is not asked again. */
export const AGE_COOKIE = 'ageConfirmed';

export function AgeModal({ onClose }: { onClose: () => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateBirthDate(value);
    if (problem) return setError(problem);
    const birthday = birthDateToIso(value)!;
    Cookies.set(AGE_COOKIE, birthday, { expires: 365, sameSite: 'Lax', path: '/' });
    // A signed-in learner's profile keeps the birthday too (best effort: the cookie already answers).
    if (isAuthenticated(getSessionStore().getState())) void apiPatch(ENDPOINTS.user, { birthday }).catch(() => undefined);
    showToast('Cảm ơn bạn đã xác nhận độ tuổi', { kind: 'success' });
    onClose();
  };

  return (
    <Dialog title="Xác nhận độ tuổi" onClose={onClose}>
      <form onSubmit={confirm} noValidate>
        <p>Vui lòng xác nhận độ tuổi của bạn bằng cách nhập ngày, tháng, năm sinh.</p>
        <div className="field">
          <label htmlFor={inputId}>Ngày sinh (dd/MM/yyyy)</label>
          <div style={{ display: 'flex', gap: 8 }}>
            <input id={inputId} className="input" style={{ flex: 1 }} inputMode="numeric" placeholder="dd/MM/yyyy"
              value={value} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}
              onChange={(e) => { setValue(formatBirthDateInput(e.target.value)); setError(null); }} />
            <button type="button" className="btn btn-outline" onClick={() => { setValue(''); setError(null); }}>
              Xóa
            </button>
          </div>
          {error && <span id={errorId} className="field-error">{error}</span>}
        </div>
        <button type="submit" className="btn btn-primary sh-full">Xác nhận</button>
      </form>
    </Dialog>
  );
}
