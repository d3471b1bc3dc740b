import { ProgressBar } from '@edu/ui';

/** The design system's bar with the learner's count under it: 'Đã học 3/10 bài (30%)'. */
export function LessonProgress({ done, total, label }: { done: number; total: number; label: string }) {
  return <ProgressBar value={done} total={total} label={label} text={(percent) => `Đã học ${Math.min(done, total)}/${total} bài (${percent}%)`} />;
}
