import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkLoadError } from '../../src/shared/loadChunk';

interface State { error: Error | null }

/**
 * If a page fails to render in the browser, visitors get this view with a way home instead of a blank page.
 * A chunk that could not be loaded (usually a stale tab after a deploy) gets a retry button.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = error instanceof ChunkLoadError;
    return (
      <section className="section error-view" role="alert">
        <div className="container prose">
          <h1>{chunk ? 'Loading chunk failed' : 'Something went wrong on this page'}</h1>
          <p>
            {chunk
              ? `Part of this page (${error.name}) could not be loaded. The site may have just been updated; retrying usually fixes it.`
              : 'We are sorry: this page could not be shown. The rest of the site works; try again or start from the home page.'}
          </p>
          <div className="actions">
            <button type="button" className="button" onClick={() => window.location.reload()}>Retry</button>
            <a className="text-link" href="/">Go to the home page</a>
          </div>
        </div>
      </section>
    );
  }
}
