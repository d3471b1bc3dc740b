import type { AffiliateDashboard } from '@edu/shared/core';
import { PageHeading } from '../../../components/ui/page-heading';
import { QueryView } from '../../../components/ui/query-view';
import { useQuery } from '../../../lib/use-query';
import { affiliateKey, getAffiliate } from '../api/get-affiliate';
import { ActivityChart } from './activity-chart';
import { ApplyForm } from './apply-form';
import { CommissionTable } from './commission-table';
import { LinkList } from './link-list';
import { LinkMaker } from './link-maker';
import { PayoutPanel } from './payout-panel';
import { SummaryFigures } from './summary-figures';

function Dashboard({ data }: { data: AffiliateDashboard }) {
  return (
    <div className="acc-section acc-aff-dashboard">
      <SummaryFigures summary={data.summary} />
      <section className="acc-section" aria-labelledby="acc-aff-activity-title">
        <h2 id="acc-aff-activity-title" className="acc-aff-h2">
          Hoạt động 30 ngày qua
        </h2>
        <ActivityChart series={data.series} />
      </section>
      <LinkMaker />
      <section className="acc-section" aria-labelledby="acc-aff-links-title">
        <h2 id="acc-aff-links-title" className="acc-aff-h2">
          Liên kết của tôi
        </h2>
        <LinkList links={data.links} />
      </section>
      <section className="acc-section" aria-labelledby="acc-aff-commissions-title">
        <h2 id="acc-aff-commissions-title" className="acc-aff-h2">
          Hoa hồng
        </h2>
        <CommissionTable items={data.commissions} />
      </section>
      <PayoutPanel data={data} />
    </div>
  );
}

/** /tai-khoan/tiep-thi-lien-ket: apply, wait for approval, then the dashboard. */
export function AffiliatePage() {
  const query = useQuery(affiliateKey, getAffiliate);
  return (
    <>
      <PageHeading title="Tiếp thị liên kết">Giới thiệu khóa học bằng liên kết của bạn và nhận hoa hồng cho mỗi đơn hàng.</PageHeading>
      <QueryView query={query}>
        {(data) => {
          const status = data.affiliate?.status;
          if (status === 'approved') return <Dashboard data={data} />;
          if (status === 'pending') {
            return (
              <div className="card acc-card" role="status">
                <h2 className="acc-aff-h2">Đơn đăng ký đang chờ duyệt</h2>
                <p>
                  Chúng tôi sẽ xem xét đơn của bạn và thông báo khi được duyệt. Tài khoản nhận tiền: {data.affiliate!.bank_name} ••••
                  {data.affiliate!.bank_account_last4}.
                </p>
              </div>
            );
          }
          return (
            <>
              {status === 'rejected' ? (
                <p className="acc-danger" role="status">
                  Đơn đăng ký trước của bạn chưa được chấp nhận. Bạn có thể gửi lại.
                </p>
              ) : null}
              <ApplyForm rules={data.rules} />
            </>
          );
        }}
      </QueryView>
    </>
  );
}
