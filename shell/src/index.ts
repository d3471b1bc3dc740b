// The shell's CSS is in the entry chunk, so it is a <link> in the page's <head>: a server-rendered
// page is styled before any script runs.
import '@edu/ui/styles.css';
import './styles/shell.css';
import { afterLargestPaint } from './startup/after-largest-paint';

// Async boundary: lets Module Federation negotiate shared singletons before React loads — after the
// server-rendered page's largest picture has painted (./startup/after-largest-paint.ts).
void afterLargestPaint(document.getElementById('root')).then(() => import('./bootstrap'));
