import { Dialog } from '@edu/ui';
import { showToast } from '@edu/shared/core';
import { FormAlert } from '../../../components/ui/form-alert';
import { useMutation } from '@edu/shared/core';
import { unlikeSubject } from '../api/like-subject';
import type { SubjectItem } from '../types';

/** SPEC's "ModalDeleteSubject": confirm before a topic is removed. */
export function ModalDeleteSubject({ subject, onClose, onDone }: { subject: SubjectItem; onClose: () => void; onDone: (id: number) => void }) {
  const remove = useMutation(async () => {
    await unlikeSubject(subject.id);
    showToast(`Đã bỏ quan tâm ${subject.name}`, { kind: 'success' });
    onDone(subject.id);
  });
  return (
    <Dialog
      portal
      title="Bỏ quan tâm chủ đề?"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Hủy
          </button>
          <button type="button" className="btn btn-primary" disabled={remove.pending} onClick={() => void remove.run()}>
            Bỏ quan tâm
          </button>
        </>
      }
    >
      <FormAlert message={remove.error} />
      <p>
        Bạn sẽ không nhận gợi ý khóa học về <strong>{subject.name}</strong> nữa. Bạn có thể thêm lại bất cứ lúc nào.
      </p>
    </Dialog>
  );
}
