import { showToast } from '@edu/shared/core';

/** Copies a promo code; the toast confirms (or says how to copy by hand). */
export function CopyCodeButton({ code }: { code: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      showToast(`Đã sao chép mã ${code}`, { kind: 'success' });
    } catch {
      showToast(`Không sao chép được, hãy ghi lại mã ${code}`, { kind: 'info' });
    }
  };
  return (
    <span className="acc-code">
      <code>{code}</code>
      <button type="button" className="btn btn-outline" onClick={() => void copy()} aria-label={`Sao chép mã ${code}`}>
        Sao chép
      </button>
    </span>
  );
}
