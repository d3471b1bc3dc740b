import '../components/ui/ui.css';
import { Link } from '@edu/shared/router';
import { Breadcrumb } from '@edu/ui';
import { RichText } from '@edu/ui';
import { ContactForm } from '../features/contact/components/contact-form';
import { usePageData } from '../features/pages/api/get-page-data';
import { usePageMeta } from '@edu/shared/core';
import '../features/contact/components/contact.css';

/** /lien-he: how to reach us (page data 'lien-he') and the support-request form. */
export default function ContactPage() {
  const { data, status } = usePageData('/lien-he');
  usePageMeta(data?.meta ?? { title: 'Liên hệ', description: 'Liên hệ bộ phận chăm sóc khách hàng.', keywords: 'liên hệ, hỗ trợ, hotline' });
  return (
    <div className="container ct-page">
      <Breadcrumb items={[{ label: 'Trang chủ', href: '/' }, { label: 'Liên hệ' }]} />
      <h1 className="ct-title">Liên hệ</h1>
      <div className="ct-contact">
        <aside className="card ct-contact-info" aria-labelledby="ct-contact-info">
          <h2 id="ct-contact-info">Thông tin liên hệ</h2>
          {data && <RichText html={data.html} />}
          {status === 'loading' && <div className="skeleton ct-skel-text" />}
          <p>
            Câu hỏi thường gặp: <Link to="/ho-tro-khach-hang">Hỗ trợ khách hàng</Link>
          </p>
        </aside>
        <ContactForm />
      </div>
    </div>
  );
}
