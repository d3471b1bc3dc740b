import { Component, type ReactNode } from 'react';
import { logError } from '@edu/shared/core';
import { isChunkLoadError, reloadOnceForChunkError } from '../errors/chunk-reload';
import { RemoteLoadError, RemoteLoadTimeout } from './load-remote-page';
import { signalRemotePage } from '@edu/shared/pages';

interface Props {
  remote: string;
  /** The version that failed: reported with the error (telemetry is per remote@version). */
  version: string | null;
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  /** The page it guards (e.g. remote + path): a failure is forgotten when the learner goes elsewhere. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/**
 * Catches a remote's load or render failure, and resets on navigation (a new `resetKey`) rather than
 * being remounted: a remount would make a new Suspense boundary below it, and a new boundary shows its
 * skeleton (and React then holds the page back ≥ 300 ms) where the navigation's transition would
 * otherwise keep the previous page until the next one is ready.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error): void {
    // a load failure is the loader's RemoteLoadError (a manifest 404, a timeout) or a chunk that did not come;
    // anything else was thrown by the remote's own code while rendering
    const loading = error instanceof RemoteLoadError || isChunkLoadError(error) || /load|fetch|entry/i.test(error.message);
    const kind = loading ? 'remote-load' : 'render';
    logError(error, { kind, remote: this.props.remote, version: this.props.version, route: window.location.pathname });
    signalRemotePage({
      state: 'failed',
      remote: this.props.remote,
      version: this.props.version,
      path: window.location.pathname,
      kind,
      timedOut: error instanceof RemoteLoadTimeout,
      message: error.message,
    });
    if (isChunkLoadError(error)) reloadOnceForChunkError(window.location.pathname + window.location.search);
  }

  private retry = () => {
    this.props.onRetry();
  };

  override render() {
    return this.state.error ? this.props.fallback(this.retry) : this.props.children;
  }
}
