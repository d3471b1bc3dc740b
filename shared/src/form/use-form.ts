import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { errorMessage, type StatusMessages } from '@edu/shared/state';
import { fieldErrorsOf } from './field-errors';

export type FormValues = Record<string, string | boolean>;
export type Validators<T extends FormValues> = { [K in keyof T]?: (value: T[K], values: T) => string | null };
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** What each field gets: the design system's fields (@edu/ui's FieldProps, the same shape) take exactly this. */
export interface FieldProps {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: () => void;
}

export interface FormOptions<T extends FormValues> {
  initial: T;
  validators: Validators<T>;
  /** Throw to fail: field errors from the API (`data.errors`) go under their fields, the rest on top. */
  onSubmit: (values: T) => Promise<void> | void;
  /** Better words for a status than the server's, or the one message when the server gave none (429 keeps the server's). */
  byStatus?: string | StatusMessages;
  /** Map an API failure to one field (e.g. 409 → the e-mail field); return null to show it on top. */
  errorField?: (status: number, serverMessage: string) => keyof T | null;
}

export function validateAll<T extends FormValues>(values: T, validators: Validators<T>): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const name of Object.keys(validators) as (keyof T)[]) {
    const message = validators[name]?.(values[name], values);
    if (message) errors[name] = message;
  }
  return errors;
}

/**
 * The one way to build a form (docs/decisions/2026-11-27-one-form-way.md): form state without a library.
 * Errors appear after a field is left with something in it or a submit is tried, then follow every keystroke.
 * Values are never reset on a failure: nothing typed is lost.
 */
export function useForm<T extends FormValues>(opts: FormOptions<T>) {
  const formId = useId();
  const [values, setValues] = useState<T>(opts.initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<T>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const optsRef = useRef(opts);
  optsRef.current = opts;

  const all = validateAll(values, opts.validators);
  const errors: FieldErrors<T> = {};
  for (const name of Object.keys(values) as (keyof T)[]) {
    const message = serverErrors[name] ?? (touched[name] ? all[name] : undefined);
    if (message) errors[name] = message;
  }
  const idOf = (name: keyof T) => `${formId}-${String(name)}`;

  const setValue = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServerErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  }, []);

  // A form that works as HTML before the app (docs/decisions/2026-11-27-sign-in-forms-before-the-app.md) may hold
  // text typed into the server's HTML, or put back by the browser: hydration keeps it on screen but not in state,
  // so the app adopts it once, and the submit sends what the learner sees.
  useEffect(() => {
    for (const name of Object.keys(optsRef.current.initial) as (keyof T & string)[]) {
      const el = document.getElementById(idOf(name));
      if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)) continue;
      const shown = el instanceof HTMLInputElement && el.type === 'checkbox' ? el.checked : el.value;
      if (shown !== '' && shown !== false && shown !== optsRef.current.initial[name]) setValue(name, shown as T[typeof name]);
    }
    // once, after the first render (hydration) has attached the fields
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const field = (name: keyof T & string): FieldProps => ({
    id: idOf(name),
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (e) => {
      const t = e.target;
      setValue(name, (t instanceof HTMLInputElement && t.type === 'checkbox' ? t.checked : t.value) as T[typeof name]);
    },
    // Leaving a field still empty is no mistake yet (a submit still flags it): the message would move the
    // page under a pointer on its way to another button ("Gửi lại mã") and that click would miss.
    onBlur: () => {
      if (values[name] !== '') setTouched((s) => (s[name] ? s : { ...s, [name]: true }));
    },
  });

  const fail = (e: unknown) => {
    const { byStatus, errorField } = optsRef.current;
    const status = typeof (e as { status?: unknown })?.status === 'number' ? (e as { status: number }).status : 0;
    const fromApi = fieldErrorsOf(e) as FieldErrors<T>;
    const target = errorField?.(status, e instanceof Error ? e.message : '');
    if (target && status !== 429) fromApi[target] = errorMessage(e, byStatus);
    const known = Object.keys(fromApi).filter((k) => k in values);
    setServerErrors(fromApi);
    setFormError(known.length > 0 ? null : errorMessage(e, byStatus));
    const first = known[0];
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const handleSubmit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (submitting) return;
    setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])) as Partial<Record<keyof T, boolean>>);
    const invalid = Object.keys(all)[0];
    if (invalid) {
      document.getElementById(idOf(invalid))?.focus();
      return;
    }
    setFormError(null);
    setServerErrors({});
    setSubmitting(true);
    try {
      await optsRef.current.onSubmit(values);
    } catch (err) {
      fail(err);
    } finally {
      setSubmitting(false);
    }
  };

  /** Starts the form again from `next` (e.g. a second request after one was sent): nothing touched, no errors. */
  const reset = useCallback((next: T) => {
    setValues(next);
    setTouched({});
    setServerErrors({});
    setFormError(null);
  }, []);

  return { values, errors, setValue, field, handleSubmit, submitting, formError, setFormError, idOf, reset };
}
