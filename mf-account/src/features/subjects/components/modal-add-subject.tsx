import { Dialog } from '@edu/ui';
import { useMemo, useState } from 'react';
import { showToast } from '@edu/shared/core';
import { FormAlert } from '../../../components/ui/form-alert';
import { useMutation } from '@edu/shared/core';
import { likeSubject } from '../api/like-subject';
import { filterSubjects } from '../filter-subjects';
import type { SubjectItem } from '../types';

export interface ModalAddSubjectProps {
  subjects: SubjectItem[];
  onClose: () => void;
  onDone: (ids: number[]) => void;
}

/** SPEC's "ModalAddSubject": search, tick several topics, save them in one go. */
export function ModalAddSubject({ subjects, onClose, onDone }: ModalAddSubjectProps) {
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const candidates = useMemo(
    () =>
      filterSubjects(
        subjects.filter((s) => !s.liked),
        query,
      ),
    [subjects, query],
  );
  const save = useMutation(async () => {
    const ids = [...picked];
    await Promise.all(ids.map(likeSubject));
    showToast(`Đã thêm ${ids.length} chủ đề quan tâm`, { kind: 'success' });
    onDone(ids);
  });
  const toggle = (id: number) =>
    setPicked((p) => {
      const next = new Set(p);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Dialog
      portal
      title="Thêm chủ đề quan tâm"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Hủy
          </button>
          <button type="button" className="btn btn-primary" disabled={picked.size === 0 || save.pending} onClick={() => void save.run()}>
            Lưu ({picked.size})
          </button>
        </>
      }
    >
      <FormAlert message={save.error} />
      <label className="field acc-field">
        <span>Tìm chủ đề</span>
        <input
          className="input acc-input"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="VD: Toán, Tiếng Anh…"
        />
      </label>
      {candidates.length === 0 ? (
        <p className="acc-muted">Không có chủ đề phù hợp.</p>
      ) : (
        <ul className="acc-check-list">
          {candidates.map((s) => (
            <li key={s.id}>
              <label>
                <input type="checkbox" checked={picked.has(s.id)} onChange={() => toggle(s.id)} /> {s.name}
                {s.categoryName ? <span className="acc-muted acc-small"> · {s.categoryName}</span> : null}
              </label>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
