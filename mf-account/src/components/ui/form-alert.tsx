/** The message on top of a form (not tied to one field); announced as it appears. */
export function FormAlert({ message, kind = 'error' }: { message: string | null | undefined; kind?: 'error' | 'success' | 'info' }) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={message ? `acc-alert acc-alert--${kind}` : 'acc-alert-empty'}>
      {message}
    </div>
  );
}
