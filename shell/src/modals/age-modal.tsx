import { useId, useRef, useState, type FormEvent } from 'react';
import {
  ENDPOINTS,
  apiPatch,
  errorMessage,
  getBus,
  getSessionStore,
  isAuthenticated,
  showToast,
  writeCookie,
  type AgeModalProps,
} from '@edu/shared/core';
import { birthDateToIso, formatBirthDateInput, validateBirthDate } from '@edu/shared/dates';
import { Dialog } from '@edu/ui';

/** Remembered for a year, so a confirmed visitor is not asked again. */
export const AGE_COOKIE = 'ageConfirmed';

/**
 * SPEC's age-confirmation modal, raised by the age gate (askAge in @edu/shared; docs/decisions/2026-11-27-age-gate-trigger.md).
 * A signed-in learner's date is saved to the profile before the modal answers, so what asked can go on at once.
 */
export function AgeModal({ reason, onClose }: AgeModalProps & { onClose: () => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const answered = useRef(false);
  const inputId = useId();
  const errorId = useId();

  const answer = (birthday: string | null) => {
    if (answered.current) return;
    answered.current = true;
    getBus().emit('age:answered', { v: 1, birthday });
    onClose();
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateBirthDate(value);
    if (problem) return setError(problem);
    const birthday = birthDateToIso(value)!;
    if (isAuthenticated(getSessionStore().getState())) {
      setBusy(true);
      try {
        await apiPatch(ENDPOINTS.user, { birthday });
      } catch (e) {
        setBusy(false);
        return setError(errorMessage(e, 'Chưa lưu được ngày sinh. Vui lòng thử lại.'));
      }
    }
    writeCookie(AGE_COOKIE, birthday, 365);
    showToast('Cảm ơn bạn đã xác nhận độ tuổi', { kind: 'success' });
    answer(birthday);
  };

  return (
    <Dialog title="Xác nhận độ tuổi" onClose={() => answer(null)}>
      <form onSubmit={(e) => void confirm(e)} noValidate>
        {reason ? <p>{reason}</p> : null}
        <p>Vui lòng xác nhận độ tuổi của bạn bằng cách nhập ngày, tháng, năm sinh.</p>
        <div className="field">
          <label htmlFor={inputId}>Ngày sinh (dd/MM/yyyy)</label>
          <div style={{ display: 'flex', gap: 8 }}>
            <input
              id={inputId}
              className="input"
              style={{ flex: 1 }}
              inputMode="numeric"
              placeholder="dd/MM/yyyy"
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => {
                setValue(formatBirthDateInput(e.target.value));
                setError(null);
              }}
            />
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                setValue('');
                setError(null);
              }}
            >
              Xóa
            </button>
          </div>
          {error && (
            <span id={errorId} className="field-error" role="alert">
              {error}
            </span>
          )}
        </div>
        <button type="submit" className="btn btn-primary sh-full" disabled={busy}>
          Xác nhận
        </button>
      </form>
    </Dialog>
  );
}
