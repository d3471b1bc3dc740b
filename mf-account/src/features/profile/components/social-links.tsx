import { showToast } from '@edu/shared';
import { FormAlert } from '../../../components/ui/form-alert';
import { useMutation } from '../../../lib/use-mutation';
import { linkSocial, PROVIDERS, unlinkSocial } from '../api/social-links';
import type { SocialLink } from '../types';

/** Link / unlink a social network; the list follows the server's answer through `onChanged`. */
export function SocialLinks({ links, onChanged }: { links: SocialLink[]; onChanged: () => void }) {
  const toggle = useMutation(async (provider: string, label: string, linked: boolean) => {
    if (linked) await unlinkSocial(provider);
    else await linkSocial(provider);
    showToast(linked ? `Đã hủy liên kết ${label}` : `Đã liên kết ${label}`, { kind: 'success' });
    onChanged();
  });
  return (
    <div className="acc-stack">
      <FormAlert message={toggle.error} />
      <ul className="acc-social">
        {PROVIDERS.map((p) => {
          const link = links.find((l) => l.provider === p.id);
          return (
            <li key={p.id} className="acc-social-row">
              <span>
                <strong>{p.label}</strong>
                <span className="acc-muted acc-small"> · {link ? `Đã liên kết${link.email ? ` (${link.email})` : ''}` : 'Chưa liên kết'}</span>
              </span>
              <button
                type="button"
                className="btn btn-outline"
                disabled={toggle.pending}
                onClick={() => void toggle.run(p.id, p.label, Boolean(link))}
              >
                {link ? `Hủy liên kết ${p.label}` : `Liên kết ${p.label}`}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
