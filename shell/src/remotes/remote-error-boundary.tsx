import { Component, type ReactNode } from 'react';
import { logError } from '@edu/shared';
import { isChunkLoadError, reloadOnceForChunkError } from '../errors/chunk-reload';
import { RemoteLoadError } from './load-remote-page';

interface Props {
  remote: string;
  /** The version that failed: reported with the error (telemetry is per remote@version). */
  version: string | null;
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a remote's load or render failure; keyed by remote and path so it resets on navigation. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    // a load failure is the loader's RemoteLoadError (a manifest 404, a timeout) or a chunk that did not come;
    // anything else was thrown by the remote's own code while rendering
    const loading = error instanceof RemoteLoadError || isChunkLoadError(error) || /load|fetch|entry/i.test(error.message);
    const kind = loading ? 'remote-load' : 'render';
    logError(error, { kind, remote: this.props.remote, version: this.props.version, route: window.location.pathname });
    if (isChunkLoadError(error)) reloadOnceForChunkError(window.location.pathname + window.location.search);
  }

  private retry = () => {
    this.props.onRetry();
  };

  override render() {
    return this.state.error ? this.props.fallback(this.retry) : this.props.children;
  }
}
