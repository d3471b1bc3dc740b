/**
 * The page's own code hints, held in a <template> by the server until the shell's start-up scripts have loaded
 * (ops/src/ssr/html-document.ts, pageCodeHints). The early script releases them; the app does too as it starts —
 * by then those scripts have loaded — in case the early script did not run.
 */
export function releasePageHints(): void {
  const hints = document.getElementById('sh-page-hints');
  if (hints instanceof HTMLTemplateElement) hints.replaceWith(hints.content);
}
