import { FRAME_UI } from '@dz/contracts/text';
import { Component, type ReactNode } from 'react';
import { ErrorNote } from '../ui/Status';

interface Props {
  /** The page's address: another page starts without the failure. */
  pathname: string;
  children: ReactNode;
}

/**
 * A screen that failed to load or render gives way to a note inside the frame. The usual cause is
 * a deploy that replaced the chunk an open tab still asks for; a reload fetches the new one. (The
 * browser's router is the declarative one, which has no errorElement: main.tsx.)
 */
export class RouteErrorBoundary extends Component<Props, { error: unknown; pathname: string }> {
  override state = { error: undefined as unknown, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { error: undefined, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <>
        <h1>{FRAME_UI.loadFailed}</h1>
        <ErrorNote message="" onRetry={() => window.location.reload()} />
      </>
    );
  }
}
