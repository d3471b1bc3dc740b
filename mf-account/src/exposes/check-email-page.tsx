import '../styles/ui.css';
import '../styles/auth.css';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../components/ui/auth-card';
import { NextLinks } from '../features/email/components/next-links';

/**
 * /kiem-tra-email?email=…: "check your inbox" after an e-mail was sent (an e-mail change, a
 * verification). A verification link that points here with ?token=… is forwarded to /verified.
 */
export default function CheckEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  if (token) {
    return (
      <AuthLayout title="Kiểm tra email">
        <p>
          <Link to={`/verified?token=${encodeURIComponent(token)}`} className="btn btn-primary">
            Tiếp tục xác thực
          </Link>
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Kiểm tra email của bạn">
      <div className="acc-stack">
        <p>
          Chúng tôi đã gửi email xác nhận tới {email ? <strong>{email}</strong> : 'địa chỉ email của bạn'}. Hãy mở email và bấm vào đường dẫn xác nhận
          (có hiệu lực trong 24 giờ).
        </p>
        <ul className="acc-small acc-muted">
          <li>Không thấy email? Hãy kiểm tra thư mục Spam / Quảng cáo.</li>
          <li>Nhập sai địa chỉ? Quay lại Hồ sơ để đổi email lần nữa.</li>
        </ul>
        <NextLinks />
      </div>
    </AuthLayout>
  );
}
