import { Link, useNavigate, useSearchParams } from '@edu/shared/router';
import { EmptyState } from '@edu/ui';
import { PageHeading } from '../../../components/ui/page-heading';
import { QueryView } from '../../../components/ui/query-view';
import { useQuery } from '../../../lib/use-query';
import { getSubjects, subjectsKey } from '../api/get-subjects';
import type { SubjectItem } from '../types';
import { ModalAddSubject } from './modal-add-subject';
import { ModalDeleteSubject } from './modal-delete-subject';
import { SubjectCard } from './subject-card';

const HOME = '/tai-khoan/chu-de-quan-tam';

/**
 * /tai-khoan/chu-de-quan-tam. The SPEC's component-like routes open its dialogs, so each is a URL:
 * /tai-khoan/chu_de/ModalAddSubject and /tai-khoan/chu_de/ModalDeleteSubject?id=….
 */
export function SubjectsPage({ modal }: { modal?: 'add' | 'delete' }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = useQuery(subjectsKey, getSubjects);
  const close = () => navigate(HOME, { replace: true });
  const update = (ids: number[], liked: boolean) => {
    query.setData((prev) => (prev ?? []).map((s) => (ids.includes(s.id) ? { ...s, liked } : s)));
    close();
  };

  return (
    <>
      <PageHeading
        title="Chủ đề quan tâm"
        actions={
          <Link to="/tai-khoan/chu_de/ModalAddSubject" className="btn btn-primary">
            Thêm chủ đề
          </Link>
        }
      >
        Chúng tôi gợi ý khóa học và tin tức theo các chủ đề bạn quan tâm.
      </PageHeading>
      <QueryView query={query}>{(subjects) => <LikedSubjects subjects={subjects} />}</QueryView>
      {modal === 'add' && query.data ? <ModalAddSubject subjects={query.data} onClose={close} onDone={(ids) => update(ids, true)} /> : null}
      {modal === 'delete' && query.data ? (
        <DeleteFor subjects={query.data} id={Number(params.get('id'))} onClose={close} onDone={(id) => update([id], false)} />
      ) : null}
    </>
  );
}

function LikedSubjects({ subjects }: { subjects: SubjectItem[] }) {
  const liked = subjects.filter((s) => s.liked);
  if (liked.length === 0) {
    return <EmptyState title="Bạn chưa chọn chủ đề nào">Bấm “Thêm chủ đề” để nhận gợi ý phù hợp với bạn.</EmptyState>;
  }
  return (
    <ul className="acc-subject-grid">
      {liked.map((s) => (
        <SubjectCard key={s.id} subject={s} />
      ))}
    </ul>
  );
}

function DeleteFor({ subjects, id, onClose, onDone }: { subjects: SubjectItem[]; id: number; onClose: () => void; onDone: (id: number) => void }) {
  const subject = subjects.find((s) => s.id === id && s.liked);
  if (!subject) return null;
  return <ModalDeleteSubject subject={subject} onClose={onClose} onDone={onDone} />;
}
