import { Link } from '@edu/shared/router';
import { useSignedIn } from '@edu/shared/core';

/** After an e-mail step: signed in → back to the profile; otherwise → sign in. */
export function NextLinks() {
  const signedIn = useSignedIn();
  return (
    <div className="acc-row" style={{ justifyContent: 'center' }}>
      {signedIn ? (
        <Link to="/tai-khoan/ho-so" className="btn btn-primary">
          Về hồ sơ cá nhân
        </Link>
      ) : (
        <Link to="/dang-nhap" className="btn btn-primary">
          Đăng nhập
        </Link>
      )}
      <Link to="/" className="btn btn-outline">
        Về trang chủ
      </Link>
    </div>
  );
}
