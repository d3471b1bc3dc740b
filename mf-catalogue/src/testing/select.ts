import { act } from 'react';

/** Picks an option of the <select> labelled `label`, as a user would. */
export async function selectOption(container: HTMLElement, label: string, value: string): Promise<void> {
  const lab = Array.from(container.querySelectorAll('label')).find((l) => l.textContent === label);
  const select = lab ? (document.getElementById(lab.htmlFor) as HTMLSelectElement | null) : null;
  if (!select) throw new Error(`no select labelled ${label}`);
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
