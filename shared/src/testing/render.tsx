import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

export interface Rendered {
  container: HTMLElement;
  root: Root;
  rerender: (ui: ReactElement) => Promise<void>;
  unmount: () => Promise<void>;
}

const mounted = new Set<Rendered>();

/** Renders into a fresh element attached to the document, inside act(). */
export async function render(ui: ReactElement): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => root.render(ui));
  const rendered: Rendered = {
    container,
    root,
    rerender: async (next) => act(async () => root.render(next)),
    unmount: async () => {
      if (!mounted.delete(rendered)) return;
      await act(async () => root.unmount());
      container.remove();
    },
  };
  mounted.add(rendered);
  return rendered;
}

/** Unmounts everything a test rendered (run after each DOM test), so no page lives on into the next test. */
export async function cleanup(): Promise<void> {
  for (const rendered of [...mounted]) await rendered.unmount();
}

/** Lets pending promises and effects settle (a few macrotask turns). */
export async function settle(turns = 3): Promise<void> {
  for (let i = 0; i < turns; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Elements by role-ish queries kept tiny: text content match. */
export function byText(container: HTMLElement, selector: string, text: string | RegExp): HTMLElement | null {
  const match = (el: Element) => (typeof text === 'string' ? el.textContent?.trim() === text : text.test(el.textContent ?? ''));
  return (Array.from(container.querySelectorAll<HTMLElement>(selector)).find(match) ?? null) as HTMLElement | null;
}

export async function click(el: HTMLElement | null): Promise<void> {
  if (!el) throw new Error('click: element not found');
  await act(async () => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}
