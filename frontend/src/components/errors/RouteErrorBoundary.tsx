import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorContent } from './RouteErrorPage';

interface BoundaryProps {
  children: ReactNode;
  /** The boundary clears its error when the user goes to another page. */
  pathname: string;
}

interface BoundaryState {
  error: unknown;
  hasError: boolean;
  pathname: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, hasError: false, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: null, hasError: false, pathname: props.pathname };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Error while rendering a page', error, info.componentStack);
  }

  render() {
    return this.state.hasError ? <RouteErrorContent error={this.state.error} /> : this.props.children;
  }
}

/**
 * Render errors and failed chunk downloads inside the routes below it, shown as the route error page (what a data
 * router's errorElement does, without the data router's weight in the entry chunk). Cleared on navigation.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
