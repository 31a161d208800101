import { Component, type ReactNode } from 'react';
import { Translation } from 'react-i18next';

interface Props { children: (attempt: number) => ReactNode }
interface State { failed: boolean; attempt: number }

/** How long a kiosk that could not load waits before it tries again by itself. */
const RETRY_MS = 10_000;

/**
 * A kiosk that cannot reach the server (a network cut, a restart) says so and tries again by itself: nobody is there
 * to reload the tablet. The children get the attempt number, so the retry fetches afresh.
 */
export class KioskErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0 };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidUpdate(): void {
    if (this.state.failed && !this.timer) this.timer = setTimeout(this.retry, RETRY_MS);
  }

  override componentWillUnmount(): void {
    clearTimeout(this.timer);
  }

  retry = () => {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
  };

  override render() {
    if (!this.state.failed) return this.props.children(this.state.attempt);
    return (
      <Translation ns="kiosk">
        {(t) => (
          <main className="kiosk kiosk--message">
            <h1>{t('kiosk.title')}</h1>
            <p role="alert">{t('kiosk.loadFailed')}</p>
            <button type="button" className="button button--primary" onClick={this.retry}>{t('kiosk.retry')}</button>
          </main>
        )}
      </Translation>
    );
  }
}
