// The shell's CSS is in the entry chunk, so it is a <link> in the page's <head>: a server-rendered
// page is styled before any script runs.
import '@edu/ui/styles.css';
import './styles/shell.css';
import { afterLargestPaint } from './startup/after-largest-paint';

// A squad's dev server in place of one remote (`pnpm dev`): attached before the app chooses its shared
// modules, so the page runs the dev server's React (./dev). Only a browser holding the cookie loads that code.
const attachDev = /(?:^|;\s*)mf_dev=/.test(document.cookie) ? import('./dev/attach-dev-remote').then((m) => m.attachDevRemote()) : null;

// Async boundary: lets Module Federation negotiate shared singletons before React loads — after the
// server-rendered page's largest picture has painted (./startup/after-largest-paint.ts).
void afterLargestPaint(document.getElementById('root'))
  .then(() => attachDev)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
