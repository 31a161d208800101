import { useTranslation } from 'react-i18next';
import { useNow } from './useNow.ts';

/** A zone the browser knows, else the device's own. */
function usableZone(timeZone: string | null): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/** The big clock: HH:mm (seconds smaller) and the date, in the kiosk's zone, so people see the time they clock at. */
export function KioskClockFace({ timeZone }: { timeZone: string | null }) {
  const { t, i18n } = useTranslation('kiosk');
  const now = useNow();
  const zone = usableZone(timeZone);
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  // English as in the rest of the app: day before month (en-GB).
  const date = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : i18n.language, { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(now);
  return (
    <div className="kiosk-face" role="group" aria-label={t('kiosk.face.label')}>
      <p className="kiosk-face__time">
        <time dateTime={now.toISOString()}>{part('hour')}:{part('minute')}</time>
        <span className="kiosk-face__seconds" aria-hidden="true">:{part('second')}</span>
      </p>
      <p className="kiosk-face__date">{date}</p>
    </div>
  );
}
