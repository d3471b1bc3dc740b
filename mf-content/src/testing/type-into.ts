import { act } from 'react';

/** Types into an input or textarea as React sees it (native value setter + input event). */
export async function typeInto(el: Element | null, value: string): Promise<void> {
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) throw new Error('typeInto: not a text field');
  const proto = el instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The form control labelled `label` (exact text of its <label>, ignoring a trailing '*'). */
export function byLabel(container: HTMLElement, label: string): HTMLElement | null {
  const lab = Array.from(container.querySelectorAll('label')).find((l) => l.textContent?.replace(/\s*\*$/, '').trim() === label);
  return lab ? document.getElementById(lab.htmlFor) : null;
}

export async function submit(form: Element | null): Promise<void> {
  if (!form) throw new Error('submit: no form');
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}
