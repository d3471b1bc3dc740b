import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useHydrated } from '@edu/shared/core';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  variant?: 'primary' | 'outline' | 'accent' | 'plain';
  /** Working: disabled against a second press, with a spinner; its name does not change. */
  busy?: boolean;
  /** Full width (forms on a phone). */
  block?: boolean;
  /** The form also works as HTML (the server answers its post): the submit never waits for the app. */
  htmlForm?: boolean;
  children: ReactNode;
}

/**
 * The platform's button: `type` defaults to "button", so a button in a form never submits by accident;
 * a submit button waits for hydration (a click before it would be a native form submission) unless its form
 * works as HTML (`htmlForm`).
 */
export function Button({
  variant = 'primary',
  busy = false,
  block = false,
  type = 'button',
  disabled,
  htmlForm = false,
  children,
  ...rest
}: ButtonProps) {
  const hydrated = useHydrated();
  const classes = ['btn', variant === 'plain' ? '' : `btn-${variant}`, block ? 'ui-button-block' : ''].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={busy || disabled || (type === 'submit' && !hydrated && !htmlForm)}
      aria-busy={busy || undefined}
    >
      {children}
      {busy ? <span className="ui-spinner" aria-hidden="true" /> : null}
    </button>
  );
}
