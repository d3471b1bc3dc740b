import { useMutation } from '../../../lib/use-mutation';
import { writeSession } from '../../../lib/session-storage';
import { startSso } from '../api/login-sso';
import { FormAlert } from '../../../components/ui/form-alert';

export const SSO_STATE_KEY = 'sso';

function randomState(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Single sign-on: the API answers with the provider's authorize URL; the provider returns to
 * /callback with a code. `state` (kept in sessionStorage with the redirect target) defeats forged returns.
 */
export function SsoButton({ redirect }: { redirect: string | null }) {
  const start = useMutation(async () => {
    const state = randomState();
    const redirectUri = `${globalThis.location.origin}/callback`;
    writeSession(SSO_STATE_KEY, { state, redirect });
    const { authorize_url } = await startSso(redirectUri, state);
    globalThis.location.assign(authorize_url);
  });
  return (
    <div className="acc-sso">
      <FormAlert message={start.error} />
      <button type="button" className="btn btn-outline acc-submit" onClick={() => void start.run()} disabled={start.pending}>
        Tiếp tục với KhoaHoc ID (SSO)
      </button>
    </div>
  );
}
