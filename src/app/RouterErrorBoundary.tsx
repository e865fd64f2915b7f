import { Component, type ReactNode } from 'react';
import { DefaultErrorPage } from '../views/shell/error/DefaultErrorPage.tsx';

type Props = { children: ReactNode };
type State = { error: unknown; hasError: boolean };

/**
 * Catches what a page throws while rendering (a failed lazy chunk included) and shows the default error
 * page. The gate keys it by location, so moving elsewhere starts clean.
 */
export class RouterErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override render() {
    return this.state.hasError ? <DefaultErrorPage error={this.state.error} /> : this.props.children;
  }
}
