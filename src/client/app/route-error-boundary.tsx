import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page';

type Props = { resetKey: string; children: ReactNode };
type State = { error: unknown; resetKey: string };

/**
 * Shows the error page instead of a blank screen when a page throws while rendering (or its chunk
 * cannot be loaded; React reports it to the console). The error is forgotten when the path changes, so the next page gets its chance.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.error === null ? this.props.children : <RouteErrorPage />;
  }
}
