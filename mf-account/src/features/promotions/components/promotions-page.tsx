import { DATE_FORMAT, formatDate } from '@edu/shared/dates';
import { EmptyState } from '@edu/ui';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '@edu/ui';
import { QueryView } from '../../../components/ui/query-view';
import { usePageParam } from '../../../lib/use-page-param';
import { useQuery } from '../../../lib/use-query';
import { getPromotions, promotionsKey } from '../api/get-promotions';
import { CopyCodeButton } from './copy-code-button';

/** /tai-khoan/uu-dai */
export function PromotionsPage() {
  const [page, setPage] = usePageParam();
  const query = useQuery(promotionsKey(page), () => getPromotions(page));
  return (
    <>
      <PageHeading title="Ưu đãi của tôi">Nhập mã ưu đãi khi thanh toán để được giảm giá.</PageHeading>
      <QueryView query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title="Hiện chưa có ưu đãi nào">Hãy quay lại sau nhé!</EmptyState>
          ) : (
            <>
              <ul className="acc-promo-grid">
                {data.items.map((p) => (
                  <li key={p.id} className="card acc-card acc-promo">
                    <p className="acc-promo-badge">{p.discountLabel}</p>
                    <h2 className="acc-promo-name">{p.name}</h2>
                    {p.description ? <p className="acc-muted">{p.description}</p> : null}
                    {p.conditions.length > 0 ? (
                      <ul className="acc-small">
                        {p.conditions.map((c) => (
                          <li key={c}>{c}</li>
                        ))}
                      </ul>
                    ) : null}
                    {p.codes.map((c) => (
                      <CopyCodeButton key={c} code={c} />
                    ))}
                    {p.endsAt ? <p className="acc-small acc-muted">Hạn sử dụng: {formatDate(p.endsAt, DATE_FORMAT)}</p> : null}
                  </li>
                ))}
              </ul>
              <Pagination page={data.page} totalPages={Math.ceil(data.total / data.pageSize)} onPage={setPage} />
            </>
          )
        }
      </QueryView>
    </>
  );
}
