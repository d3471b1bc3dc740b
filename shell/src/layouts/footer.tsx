import { Link } from 'react-router-dom';

export function Footer() {
  return (
    <footer className="sh-footer">
      <div className="container sh-footer-cols">
        <div>
          <p className="sh-logo">KhoaHoc<span>.vn</span></p>
          <p>Nền tảng học trực tuyến cho mọi lứa tuổi. Học trên Website và App.</p>
        </div>
        <nav aria-label="Về chúng tôi">
          <p><Link to="/gioi-thieu">Giới thiệu</Link></p>
          <p><Link to="/lien-he">Liên hệ</Link></p>
          <p><Link to="/giai-phap">Giải pháp</Link></p>
        </nav>
        <nav aria-label="Hỗ trợ">
          <p><Link to="/ho-tro-khach-hang">Hỗ trợ khách hàng</Link></p>
          <p><Link to="/tai-khoan/kich-hoat-khoa-hoc">Kích hoạt khóa học</Link></p>
          <p><Link to="/home-study">Học tại nhà</Link></p>
        </nav>
      </div>
    </footer>
  );
}
