import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router';
import type { KioskScreenQuery as Q } from '../__generated__/KioskScreenQuery.graphql.ts';
import { ConfirmDialog } from '../platform/forms/ConfirmDialog.tsx';
import { LanguageSwitcher } from '../platform/i18n/LanguageSwitcher.tsx';
import { KioskClockFace } from './KioskClockFace.tsx';
import { KioskEntry } from './KioskEntry.tsx';
import { KioskResult } from './KioskResult.tsx';
import type { RecordedKioskClock } from './useKioskClockMutation.ts';
import { useKioskFlow } from './useKioskFlow.ts';

// The tablet's terminal, read with its kiosk token: null once an administrator signed it out.
const query = graphql`
  query KioskScreenQuery {
    kiosk { id name siteName }
  }
`;

/** How often a kiosk left alone asks whether it is still signed in (and tells the server it is alive). */
const HEARTBEAT_MS = 5 * 60_000;

interface Props {
  /** the clock face's zone (the terminal's site's, else the company's; null: the device's) */
  timeZone: string | null;
  onSignedOut: () => void;
  onRecorded?: (clock: RecordedKioskClock) => void;
  /** a new value fetches the terminal again (a retry after the server could not be reached) */
  fetchKey?: number;
}

/**
 * The kiosk, full screen and without the app's menu: the clock face, and the entry of the employee code and PIN
 * whose answer (the person's name and the recorded time) shows for five seconds before the screen resets.
 */
export function KioskScreen({ timeZone, onSignedOut, onRecorded, fetchKey }: Props) {
  const { t } = useTranslation('kiosk');
  const data = useLazyLoadQuery<Q>(query, {}, { fetchPolicy: 'network-only', fetchKey });
  const terminal = data.kiosk;
  const flow = useKioskFlow({ onSignedOut, onRecorded });
  const { state } = flow;
  useHeartbeat(onSignedOut);

  useEffect(() => { if (!terminal) onSignedOut(); }, [terminal, onSignedOut]);
  useEffect(() => { if (terminal) document.title = `${terminal.name} · Pontual`; }, [terminal]);

  // While a clock is shown, the next person's first digit starts their entry at once.
  useEffect(() => {
    if (!state.result) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof Element && e.target.closest('input, select, textarea')) return;
      if (/^\d$/.test(e.key)) { e.preventDefault(); flow.reset(); flow.setCode(e.key); }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state.result, flow]);

  if (!terminal) return null;
  const typeOfAttempt = state.attempt?.type ?? 'Next';
  return (
    <div className="kiosk">
      <header className="kiosk__bar">
        <div className="kiosk__where">
          <h1 className="kiosk__name">{terminal.name}</h1>
          {terminal.siteName && <span className="kiosk__site">{terminal.siteName}</span>}
        </div>
        <div className="kiosk__tools">
          <LanguageSwitcher />
          <Link to="/kiosk?manage" className="kiosk__manage">{t('kiosk.manage')}</Link>
        </div>
      </header>
      <main className="kiosk__main">
        <KioskClockFace timeZone={timeZone} />
        <section className="kiosk__panel" aria-label={t('kiosk.title')}>
          <div className="kiosk__live" role="status" aria-live="polite" aria-atomic="true">
            {state.result && <KioskResult clock={state.result} />}
          </div>
          {state.result
            ? <button type="button" className="button button--primary kiosk__done" onClick={flow.reset}>{t('kiosk.result.done')}</button>
            : <KioskEntry flow={flow} />}
        </section>
      </main>
      {state.question && (
        <ConfirmDialog title={t(`kiosk.confirm.title${typeOfAttempt}`)} confirmLabel={t('kiosk.confirm.yes')} busy={state.sending}
          onConfirm={flow.confirm} onCancel={flow.reset}>
          <p>{state.question.message}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** Every few minutes: still signed in? A signed-out kiosk says so rather than wait for someone to be refused. */
function useHeartbeat(onSignedOut: () => void) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    const timer = setInterval(() => {
      fetchQuery<Q>(environment, query, {}, { fetchPolicy: 'network-only' }).toPromise()
        .then((answer) => { if (answer && !answer.kiosk) onSignedOut(); })
        .catch(() => { /* no answer: the next clock or beat tells */ });
    }, HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [environment, onSignedOut]);
}
