import { errorMessage, markCellular } from '@edu/shared/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from '@edu/shared/router';
import { redirectAfterAuth, withRedirect } from '../../../lib/redirect-after-auth';
import { readSession, removeSession } from '../../../lib/session-storage';
import { usePageMeta } from '../../../lib/use-page-meta';
import { loginWithCarrierToken } from '../api/login-carrier';
import { loginWithSso } from '../api/login-sso';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { parseCallback } from '../parse-callback';
import { SSO_STATE_KEY } from './sso-button';

/** /callback (no layout): finishes SSO or carrier recognition, then moves on; shows a message only on failure. */
export function CallbackScreen() {
  usePageMeta('Đang đăng nhập');
  const location = useLocation();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; a code can be used once
    started.current = true;
    const result = parseCallback(location.search);
    const run = async () => {
      if (result.kind === 'sso-error') return setFailure(result.message);
      if (result.kind === 'carrier-unrecognised') return navigate(redirectAfterAuth(result.redirect, '/'), { replace: true });
      // the carrier recognised the visitor on its mobile network (SPEC §6 "celluar")
      if (result.kind === 'carrier-number' || result.kind === 'carrier-token') markCellular();
      if (result.kind === 'carrier-number') {
        return navigate(withRedirect(`/kiem-tra-sdt?phone=${result.phone}`, result.redirect), { replace: true });
      }
      if (result.kind === 'carrier-token') return completeSignIn(await loginWithCarrierToken(result.token), { redirect: result.redirect });
      const saved = readSession<{ state: string; redirect: string | null }>(SSO_STATE_KEY);
      removeSession(SSO_STATE_KEY);
      if (!saved || saved.state !== result.state) return setFailure('Phiên đăng nhập SSO không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.');
      const res = await loginWithSso(result.provider, result.token);
      await completeSignIn(res, { redirect: saved.redirect });
    };
    run().catch((e: unknown) => setFailure(errorMessage(e)));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- the provider's return is consumed once, on arrival

  return (
    <div className="acc-auth">
      <div className="acc-auth-card card acc-result" role={failure ? 'alert' : 'status'} aria-live="polite">
        {failure ? (
          <>
            <h1 className="acc-auth-title">Đăng nhập không thành công</h1>
            <p>{failure}</p>
            <Link to="/dang-nhap" className="btn btn-primary">
              Quay lại đăng nhập
            </Link>
          </>
        ) : (
          <>
            <span className="acc-spinner" aria-hidden="true" />
            <p>Đang đăng nhập, vui lòng chờ…</p>
          </>
        )}
      </div>
    </div>
  );
}
