// eslint-disable-next-line no-restricted-imports -- runs before the shared core may load: taking the core here would pick React before the dev server offers its own
import { DEV_OVERRIDE_COOKIE, type DevOverride } from '@edu/shared/platform';

/**
 * A bar at the bottom of every page while a dev override is on, so nobody mistakes the page for the site as
 * others see it: which remote comes from where, and a way out. Plain DOM: it shows before React starts.
 */
export function showDevBar(dev: DevOverride, problem: string | null, doc: Document = document): HTMLElement {
  doc.getElementById('mf-dev-bar')?.remove();
  const bar = doc.createElement('aside');
  bar.id = 'mf-dev-bar';
  bar.setAttribute('aria-label', 'Chế độ phát triển');
  bar.style.cssText =
    'position:fixed;inset:auto 0 0 0;z-index:2147483000;display:flex;gap:12px;align-items:center;justify-content:center;' +
    'padding:6px 12px;font:14px/1.4 system-ui,sans-serif;background:#1e1b4b;color:#fff';
  const text = doc.createElement('span');
  text.textContent = `Đang phát triển: ${dev.remote} từ ${dev.origin}${problem ? ` — ${problem}` : ''}`;
  const exit = doc.createElement('a');
  exit.href = `${location.pathname}?${DEV_OVERRIDE_COOKIE}=clear`;
  exit.textContent = 'Thoát';
  exit.style.cssText = 'color:#fff;text-decoration:underline';
  bar.append(text, exit);
  doc.body.append(bar);
  return bar;
}
