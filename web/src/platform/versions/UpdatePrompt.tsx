import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Seconds before the forced reload (the specification leaves the value open). */
export const UPDATE_COUNTDOWN_SECONDS = 10;

interface Props {
  version: string;
}

/** A newer version is out: count down, clear the caches, reload (core §4). */
export function UpdatePrompt({ version }: Props) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(UPDATE_COUNTDOWN_SECONDS);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => { button.current?.focus(); }, []);
  useEffect(() => {
    if (seconds <= 0) {
      void reloadWithoutCaches();
      return;
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return (
    <div className="overlay">
      <div className="dialog" role="alertdialog" aria-modal="true" aria-labelledby="update-title" aria-describedby="update-text">
        <h2 id="update-title">{t('update.title')}</h2>
        <p id="update-text">{t('update.text', { version })}</p>
        <p className="update__countdown" aria-live="polite">{t('update.countdown', { count: seconds })}</p>
        <button ref={button} type="button" className="button button--primary" onClick={() => setSeconds(0)}>{t('update.now')}</button>
      </div>
    </div>
  );
}

async function reloadWithoutCaches(): Promise<void> {
  try {
    if ('caches' in window) await Promise.all((await caches.keys()).map((k) => caches.delete(k)));
    const registrations = (await navigator.serviceWorker?.getRegistrations?.()) ?? [];
    await Promise.all(registrations.map((r) => r.unregister()));
  } finally {
    window.location.reload();
  }
}
