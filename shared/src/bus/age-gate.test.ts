import { getBus } from './bus';
import { askAge } from './age-gate';

describe('askAge (the age gate)', () => {
  it('raises the age modal with its reason and resolves with the confirmed date', async () => {
    const opened: unknown[] = [];
    const off = getBus().on('modal:open', (e) => opened.push(e));
    const answer = askAge({ reason: 'Bài thi thử dành cho học viên từ 13 tuổi.' });
    expect(opened).toEqual([{ v: 1, modal: 'age', props: { reason: 'Bài thi thử dành cho học viên từ 13 tuổi.' } }]);
    getBus().emit('age:answered', { v: 1, birthday: '2005-09-05' });
    await expect(answer).resolves.toBe('2005-09-05');
    off();
  });

  it('resolves null when the modal is closed or replaced, and listens no more', async () => {
    const closed = askAge();
    getBus().emit('modal:close', { v: 1 });
    await expect(closed).resolves.toBeNull();
    const replaced = askAge();
    getBus().emit('modal:open', { v: 1, modal: 'free-course' });
    await expect(replaced).resolves.toBeNull();
    // a later answer belongs to a later question
    const later = askAge();
    getBus().emit('age:answered', { v: 1, birthday: '2001-01-01' });
    await expect(later).resolves.toBe('2001-01-01');
  });
});
