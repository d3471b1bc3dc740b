import { Component, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '../errors/chunk-reload';

interface Props {
  remote: string;
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
    console.error(`[shell] remote ${this.props.remote} failed`, error);
    if (isChunkLoadError(error)) reloadOnceForChunkError(window.location.pathname + window.location.search);
  }

  private retry = () => {
    this.props.onRetry();
  };

  override render() {
    return this.state.error ? this.props.fallback(this.retry) : this.props.children;
  }
}
