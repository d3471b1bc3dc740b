import { Link } from '@edu/shared/router';
import './support.css';

/** The way out of every support page: a human answer through the contact form. */
export function ContactCta() {
  return (
    <div className="card ct-support-cta">
      <p>Chưa tìm thấy câu trả lời? Đội ngũ hỗ trợ luôn sẵn sàng giúp bạn.</p>
      <Link className="btn btn-primary" to="/lien-he">
        Gửi yêu cầu hỗ trợ
      </Link>
    </div>
  );
}
