import { useTranslation } from 'react-i18next';
import type { RecordedKioskClock } from './useKioskClockMutation.ts';

/** The recorded clock, large: who, in or out, and the time the server recorded (HH:mm in the kiosk's zone). */
export function KioskResult({ clock }: { clock: RecordedKioskClock }) {
  const { t } = useTranslation('kiosk');
  return (
    <div className={`kiosk-result kiosk-result--${clock.type.toLowerCase()}`}>
      <p className="kiosk-result__mark" aria-hidden="true">✓</p>
      <p className="kiosk-result__name">{clock.employeeName}</p>
      <p className="kiosk-result__what">{t(`kiosk.result.${clock.type}`, { time: clock.time.slice(0, 5) })}</p>
      {clock.siteName && <p className="kiosk-result__site">{clock.siteName}</p>}
    </div>
  );
}
