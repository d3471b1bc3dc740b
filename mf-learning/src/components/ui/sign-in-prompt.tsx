import { Link } from '@edu/shared/router';
import { useLoginHref } from '../../lib/login-href';
import './ui.css';

/** For signed-out visitors: what they get by signing in, and a link that brings them back here. */
export function SignInPrompt({ title, message }: { title: string; message: string }) {
  const href = useLoginHref();
  return (
    <section className="container ln-signin" aria-labelledby="ln-signin-title">
      <div className="card ln-signin-card">
        <h1 id="ln-signin-title">{title}</h1>
        <p>{message}</p>
        <div className="ln-actions">
          <Link className="btn btn-primary" to={href}>
            Đăng nhập
          </Link>
          <Link className="btn btn-outline" to="/khoa-hoc">
            Xem khóa học
          </Link>
        </div>
      </div>
    </section>
  );
}
