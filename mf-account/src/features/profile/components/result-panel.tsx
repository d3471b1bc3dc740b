import type { ReactNode } from 'react';

export function ResultPanel({ icon, children }: { icon: string; children: ReactNode }) {
  return (
    <div className="acc-result">
      <p className="acc-result-icon" aria-hidden="true">
        {icon}
      </p>
      {children}
    </div>
  );
}
