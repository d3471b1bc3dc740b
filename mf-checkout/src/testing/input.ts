import { act } from 'react';

/** Types into a React-controlled input the way a browser does (native setter + input event). */
export async function typeInto(input: HTMLInputElement | null, value: string): Promise<void> {
  if (!input) throw new Error('typeInto: input not found');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The input whose <label> reads `label`. */
export function inputByLabel(container: HTMLElement, label: string): HTMLInputElement | null {
  const lab = Array.from(container.querySelectorAll('label')).find((l) => l.textContent === label);
  return lab ? (container.ownerDocument.getElementById(lab.htmlFor) as HTMLInputElement | null) : null;
}

export async function submit(form: HTMLFormElement | null): Promise<void> {
  if (!form) throw new Error('submit: form not found');
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}
