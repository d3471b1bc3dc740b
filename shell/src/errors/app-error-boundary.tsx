import { Component, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';
import { logError } from '@edu/shared/core';

interface State {
  failed: boolean;
}

/**
 * SPEC §8: any application error redirects to /404 with the detail logged; a chunk-load error
 * reloads once to the target path instead.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: { componentStack?: string | null }): void {
    logError(error, { kind: 'render', detail: `application error${info.componentStack ?? ''}`, route: window.location.pathname });
    const target = window.location.pathname + window.location.search;
    if (isChunkLoadError(error) && reloadOnceForChunkError(target)) return;
    if (window.location.pathname !== '/404') window.location.replace('/404');
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
