import { Component, type ReactNode } from 'react';
import { LoadError } from './load-error';

interface State {
  failed: boolean;
}

/** Catches a page that fails to render or whose chunk fails to load, and offers a retry. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <LoadError /> : this.props.children;
  }
}
