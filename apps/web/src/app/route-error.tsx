import { SHELL_MESSAGES } from '@ojt/domain';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ButtonLabel, buttonStyle } from '../components/button-link';
import { Container } from '../components/container';
import { paths } from '../config/paths';
import classes from './route-error.module.css';

function describe(error: unknown): string {
  // A page's code failed to download (offline, or a new version was deployed meanwhile).
  if (error instanceof TypeError && /dynamically imported module|import/i.test(error.message)) {
    return 'Part of the page could not be loaded. Check your connection and reload the page.';
  }
  return 'Something went wrong while showing this page.';
}

/**
 * The error screen (spec 1 §8 "Other"), with a way home. Plain elements: it must show even when
 * Mantine's code is what failed to download.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  return (
    <Container size="sm" className={classes.root}>
      <div className={classes.stack} role="alert">
        <h1 className={classes.title}>{SHELL_MESSAGES.unexpectedApplicationError}</h1>
        <p className={classes.text}>{describe(error)}</p>
        <div className={classes.actions}>
          {/* Full loads: after a failed download the app's own navigation may be what broke. */}
          <a href={paths.home} {...buttonStyle()}>
            <ButtonLabel>Back to home</ButtonLabel>
          </a>
          <button type="button" onClick={() => window.location.reload()} {...buttonStyle('default')}>
            <ButtonLabel>Reload page</ButtonLabel>
          </button>
        </div>
      </div>
    </Container>
  );
}

interface RouteErrorBoundaryProps {
  /** The boundary clears its error when this changes (the user went to another page). */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
}

/** Shows the error screen in place of a page that threw while rendering or failed to download. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) {
      this.setState({ failed: false, error: null });
    }
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}
