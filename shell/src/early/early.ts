/**
 * The page's first script (~1 KB, its own file: `early.<hash>.js`, immutable, same-origin for the CSP; built by
 * ops/webpack/early-script.cjs, loaded async from <head>). It runs long before the app and does only what the
 * HTML cannot: a form the app has not taken (the app prevents the default once it runs) is being posted by the
 * browser — say so at once ("Đang thêm…"), and a second tap while the first is on its way does not post twice; a
 * button no form can serve (data-intent) — remember the tap for the app to replay, and say so at once.
 * Nothing inside the app's root is touched, so hydration sees the server's HTML.
 * docs/decisions/2026-11-27-actions-before-the-app.md
 */
(() => {
  const doc = document;
  const sent = new WeakMap<HTMLFormElement, number>();

  const say = (text: string) => {
    let status = doc.getElementById('sh-early');
    if (!status) {
      status = doc.createElement('div');
      status.id = 'sh-early';
      status.className = 'sh-flash';
      status.setAttribute('role', 'status');
      doc.body.append(status);
    }
    status.textContent = text;
  };

  // window, bubbling: after the app's own listener (on its root), so a submit the app took is left alone
  addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    // a button's own words first: "Gửi lại mã" posts the code step's form to another action
    const pending = (event as SubmitEvent).submitter?.getAttribute('data-pending') ?? form.getAttribute('data-pending');
    if (event.defaultPrevented || !pending) return;
    if (Date.now() - (sent.get(form) ?? 0) < 8000) {
      event.preventDefault();
      return;
    }
    sent.set(form, Date.now());
    say(pending);
  });

  // a button only the app can answer (data-intent), tapped before the app runs: remembered for the app to replay
  // (@edu/shared's takeEarlyIntent), with the state it asked for; the app marks <html data-app> when it runs
  addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('[data-intent]');
    if (!button || doc.documentElement.hasAttribute('data-app')) return;
    const queue = ((window as { __eduIntents?: unknown[] }).__eduIntents ??= []);
    queue.push({ intent: button.getAttribute('data-intent'), want: button.getAttribute('aria-pressed') === 'true' ? 'off' : 'on' });
    say(button.getAttribute('data-pending') ?? 'Đang xử lý…');
  });

  // back to a page kept in the back/forward cache: the status was for the post that left it
  addEventListener('pageshow', (event) => {
    if (event.persisted) doc.getElementById('sh-early')?.remove();
  });

  // The page's own code is hinted in an inert <template> (ops/src/ssr/html-document.ts, pageCodeHints): asked for
  // once the shell's start-up scripts have loaded, it comes while the shell hydrates instead of slowing them down.
  // The app releases it too (shell/src/startup/page-hints.ts) should this script not run.
  const releaseHints = () => {
    const hints = doc.getElementById('sh-page-hints') as HTMLTemplateElement | null;
    if (!hints) return;
    const loading = [...doc.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=script]')].filter(
      (link) => !performance.getEntriesByName(link.href).length,
    );
    let left = loading.length;
    const release = () => {
      if (--left <= 0 && hints.isConnected) hints.replaceWith(hints.content);
    };
    for (const link of loading) {
      link.addEventListener('load', release);
      link.addEventListener('error', release);
    }
    if (!loading.length) release();
  };
  if (doc.readyState === 'loading' && !doc.getElementById('sh-page-hints')) doc.addEventListener('DOMContentLoaded', releaseHints);
  else releaseHints();
})();
