import { Component, type ErrorInfo, type ReactNode } from 'react';

type RemoteErrorBoundaryProps = {
  remote: string;
  /** The boundary resets when this changes (e.g. the location), so one bad page does not stick. */
  resetKey: string;
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
};

type RemoteErrorBoundaryState = { error: Error | null; resetKey: string };

/** Contains any failure of one remote (load or render) to its own route. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<RemoteErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: RemoteErrorBoundaryProps, state: RemoteErrorBoundaryState) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[pear] remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  private readonly handleRetry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? this.props.fallback(this.handleRetry) : this.props.children;
  }
}
