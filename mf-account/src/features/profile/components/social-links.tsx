import { useState } from 'react';
import { showToast } from '@edu/shared/core';
import { FormAlert } from '../../../components/ui/form-alert';
import { useMutation } from '@edu/shared/core';
import { PROVIDERS, unlinkSocial } from '../api/social-links';
import type { SocialLink } from '../types';
import { LinkSsoForm } from './link-sso-form';

/** Link / unlink sign-in providers; the list follows the server through `onChanged`. */
export function SocialLinks({ links, email, onChanged }: { links: SocialLink[]; email: string | null; onChanged: () => void }) {
  const [linking, setLinking] = useState<string | null>(null);
  const unlink = useMutation(async (provider: string, label: string) => {
    await unlinkSocial(provider);
    showToast(`Đã hủy liên kết ${label}`, { kind: 'success' });
    onChanged();
  });
  return (
    <div className="acc-stack">
      <FormAlert message={unlink.error} />
      <ul className="acc-social">
        {PROVIDERS.map((p) => {
          const link = links.find((l) => l.provider === p.id);
          return (
            <li key={p.id} className="acc-social-row">
              <span>
                <strong>{p.label}</strong>
                <span className="acc-muted acc-small">
                  {' · '}
                  {link ? `Đã liên kết${link.email ? ` (${link.email})` : ''}` : p.ready ? 'Chưa liên kết' : 'Sắp hỗ trợ'}
                </span>
              </span>
              {link ? (
                <button type="button" className="btn btn-outline" disabled={unlink.pending} onClick={() => void unlink.run(p.id, p.label)}>
                  Hủy liên kết {p.label}
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={!p.ready}
                  aria-expanded={linking === p.id}
                  onClick={() => setLinking(p.id)}
                >
                  Liên kết {p.label}
                </button>
              )}
              {linking === p.id && !link ? (
                <LinkSsoForm
                  provider={p}
                  initialEmail={email ?? ''}
                  onCancel={() => setLinking(null)}
                  onLinked={() => (setLinking(null), onChanged())}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
