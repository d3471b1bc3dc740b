import '../components/ui/ui.css';
import '../features/moderation/components/moderation.css';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from '@edu/shared/router';
import { ApiError, loginRedirect, usePageHead, useSignedIn } from '@edu/shared/core';
import { EmptyState, ErrorState } from '@edu/ui';
import { decide, readAdminToken, saveAdminToken, useModerationQueue } from '../features/moderation/api/moderation-api';
import { ModerationItemCard } from '../features/moderation/components/moderation-item';

/**
 * /quan-tri/kiem-duyet: the moderation queue. Reported reviews, questions and answers, the heaviest reports first
 * (a report weighs by its reporter's account age and ownership of the course); a moderator hides or keeps each.
 * For an account with the admin role, or whoever has the site's ADMIN_TOKEN (kept in this tab only). Rendered in
 * the browser: nothing of it is in server HTML.
 */
export default function ModerationPage() {
  usePageHead({ title: 'Kiểm duyệt nội dung', description: 'Hàng đợi kiểm duyệt nội dung bị báo cáo.' });
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  const [adminToken, setAdminToken] = useState(readAdminToken);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');
  const queue = useModerationQueue(adminToken, signedIn || adminToken !== '');

  const applyToken = (event: FormEvent) => {
    event.preventDefault();
    saveAdminToken(typed.trim());
    setAdminToken(typed.trim());
  };
  const onDecide = async (kind: Parameters<typeof decide>[1]['kind'], target: string, decision: 'hide' | 'keep') => {
    setBusy(true);
    setFailure('');
    try {
      const done = await decide(adminToken, { kind, target, decision });
      setNotice(done.hidden ? 'Đã ẩn nội dung.' : 'Đã giữ lại nội dung.');
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Không lưu được quyết định, vui lòng thử lại.');
    } finally {
      setBusy(false);
    }
  };

  const refused = queue.error instanceof ApiError && (queue.error.status === 401 || queue.error.status === 403);
  return (
    <div className="container ct-page">
      <h1 className="ct-title">Kiểm duyệt nội dung</h1>
      {(!signedIn || refused) && (
        <section className="card ct-md-item" aria-labelledby="ct-md-access">
          <h2 id="ct-md-access" className="ct-md-item-title">
            Dành cho quản trị viên
          </h2>
          <p>
            {refused ? 'Tài khoản hoặc mã này không có quyền kiểm duyệt.' : 'Hãy đăng nhập bằng tài khoản quản trị, hoặc nhập mã quản trị của trang.'}
          </p>
          {!signedIn && <Link to={loginRedirect(pathname)}>Đăng nhập</Link>}
          <form className="ct-md-token" onSubmit={applyToken}>
            <label>
              Mã quản trị
              <input type="password" className="input" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
            </label>
            <button type="submit" className="btn">
              Dùng mã
            </button>
          </form>
        </section>
      )}
      <p role="status" className="ct-muted">
        {notice}
      </p>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      {queue.status === 'error' && !refused && <ErrorState message="Không tải được hàng đợi kiểm duyệt." onRetry={queue.refetch} />}
      {queue.data && queue.data.items.length === 0 && <EmptyState title="Không có nội dung nào đang chờ kiểm duyệt." />}
      {queue.data && queue.data.items.length > 0 && (
        <>
          <p className="ct-muted">
            Báo cáo có trọng số theo tuổi tài khoản và việc sở hữu khóa học; tổng từ {queue.data.hide_weight} trở lên tự động ẩn nội dung.
          </p>
          <ul className="ct-md-list" aria-label="Nội dung bị báo cáo">
            {queue.data.items.map((item) => (
              <ModerationItemCard
                key={`${item.kind}:${item.target}`}
                item={item}
                busy={busy}
                onDecide={(d) => void onDecide(item.kind, item.target, d)}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
