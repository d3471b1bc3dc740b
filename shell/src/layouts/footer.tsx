import { Link } from '@edu/shared/router';
import { useSiteMenu } from './site-menu';

/** The footer: the brand, and the footer menu editors manage (a column per top-level entry). */
export function Footer() {
  const columns = useSiteMenu('footer');
  return (
    <footer className="sh-footer">
      <div className="container sh-footer-cols">
        <div>
          <p className="sh-logo">
            KhoaHoc<span>.vn</span>
          </p>
          <p>Nền tảng học trực tuyến cho mọi lứa tuổi. Học trên Website và App.</p>
        </div>
        {columns.map((column) => (
          <nav key={`${column.link}:${column.title}`} aria-label={column.title}>
            <p className="sh-footer-title">{column.title}</p>
            {(column.children.length ? column.children : [column]).map((item) => (
              <p key={`${item.link}:${item.title}`}>
                <Link to={item.link}>{item.title}</Link>
              </p>
            ))}
          </nav>
        ))}
        <nav aria-label="Dành cho học viên">
          <p className="sh-footer-title">Dành cho học viên</p>
          <p>
            <Link to="/tai-khoan">Tài khoản của tôi</Link>
          </p>
          <p>
            <Link to="/tai-khoan/khoa-hoc-cua-toi">Khóa học của tôi</Link>
          </p>
          <p>
            <Link to="/gio-hang">Giỏ hàng</Link>
          </p>
        </nav>
      </div>
    </footer>
  );
}
