/**
 * @edu/shared/form — the one way to build a form (docs/decisions/2026-11-27-one-form-way.md). A door, not the core:
 * it keeps no state shared between apps, so only the apps with forms bundle it.
 */
export { useForm, validateAll, type FieldErrors, type FieldProps, type FormOptions, type FormValues, type Validators } from './use-form';
export { fieldErrorsOf } from './field-errors';
