import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * Catches a page that fails to render or whose code chunk fails to download (e.g. after a new
 * deploy replaced it) and offers a reload instead of a blank screen.
 */
export class RouteErrorBoundary extends Component<
  { children: ReactNode; resetKey?: string },
  State
> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey?: string }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override componentDidCatch(error: unknown) {
    console.error('Page error', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto my-16 max-w-xl text-center">
        <h1 className="font-display text-3xl font-semibold text-sand-50">Something went wrong</h1>
        <p className="mt-4 text-sand-300">
          This page could not be displayed. Reloading usually fixes it.
        </p>
        <button
          type="button"
          onClick={() => {
            window.location.reload();
          }}
          className="mt-8 inline-flex min-h-11 items-center rounded-xl bg-spice-400 px-5 font-semibold text-sand-950 hover:bg-spice-300"
        >
          Reload page
        </button>
      </div>
    );
  }
}
