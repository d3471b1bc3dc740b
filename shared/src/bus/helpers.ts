import { getBus } from './bus';
import type { BusEvents, ToastKind } from './events';

export function showToast(msg: string, opts: { duration?: number; kind?: ToastKind } = {}): void {
  getBus().emit('toast:show', { v: 1, msg, ...opts });
}

export function openModal(modal: BusEvents['modal:open']['modal'], props?: unknown): void {
  getBus().emit('modal:open', props === undefined ? { v: 1, modal } : { v: 1, modal, props });
}

/** Without a name, closes whichever modal is open. */
export function closeModal(modal?: BusEvents['modal:close']['modal']): void {
  getBus().emit('modal:close', modal === undefined ? { v: 1 } : { v: 1, modal });
}
