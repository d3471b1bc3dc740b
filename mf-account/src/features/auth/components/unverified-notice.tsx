import { Link } from '@edu/shared/router';
import { withRedirect } from '../../../lib/redirect-after-auth';
import { saveRegisterDraft } from '../hooks/register-draft';
import { useRedirectParam } from '../hooks/use-redirect-param';

/**
 * Registered but never entered the code (login answers 403): finishing the registration form again
 * sends a fresh code (the API refreshes an unverified account), with the address already filled in.
 */
export function UnverifiedNotice({ username }: { username: string }) {
  const redirect = useRedirectParam();
  return (
    <Link
      to={withRedirect('/dang-ky', redirect)}
      state={{ notice: 'unverified' }}
      className="btn btn-outline acc-submit"
      onClick={() => saveRegisterDraft({ full_name: '', username })}
    >
      Hoàn tất xác thực tài khoản
    </Link>
  );
}
