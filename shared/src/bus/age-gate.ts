import { getBus, openModal } from '@edu/shared/state';
import type { AgeModalProps } from './events';

/**
 * The age gate (docs/decisions/2026-11-27-age-gate-trigger.md): raises the shell's age modal (SPEC's showModalAge)
 * and resolves with the date of birth the learner confirmed — already saved to their profile when signed in — or
 * null when the modal went away without one (closed, or replaced by another modal). Any remote asks it through
 * the bus; the shell owns the modal.
 */
export function askAge(props: AgeModalProps = {}): Promise<string | null> {
  const bus = getBus();
  return new Promise((resolve) => {
    const offs: Array<() => void> = [];
    const done = (birthday: string | null) => {
      offs.forEach((off) => off());
      resolve(birthday);
    };
    offs.push(bus.on('age:answered', (e) => done(e.birthday)));
    offs.push(bus.on('modal:close', (e) => (!e.modal || e.modal === 'age' ? done(null) : undefined)));
    openModal('age', props);
    // subscribed after our own open: another modal taking the place of this one ends the question
    offs.push(bus.on('modal:open', (e) => (e.modal !== 'age' ? done(null) : undefined)));
  });
}
