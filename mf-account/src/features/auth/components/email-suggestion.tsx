import { suggestEmail } from '../../../lib/validation/email';
import { identifierKind } from '../../../lib/validation/identifier';

/** "Có phải bạn muốn nhập an@gmail.com?" for a mistyped common domain. */
export function EmailSuggestion({ value, onAccept }: { value: string; onAccept: (v: string) => void }) {
  const suggestion = identifierKind(value) === 'email' ? suggestEmail(value) : null;
  if (!suggestion) return null;
  return (
    <p className="acc-hint" role="status">
      Có phải bạn muốn nhập{' '}
      <button type="button" className="acc-link-button" onClick={() => onAccept(suggestion)}>
        {suggestion}
      </button>
      ?
    </p>
  );
}
