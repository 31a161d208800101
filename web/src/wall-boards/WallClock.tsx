import { useTranslation } from 'react-i18next';
import { useNow } from '../kiosk/useNow.ts';

/** The current time, large, HH:mm with the date DD/MM/YYYY (DESIGN §4); read out only on request (no live region ticking every second). */
export function WallClock() {
  const { t } = useTranslation('wall-boards');
  const now = useNow();
  const p = (n: number) => String(n).padStart(2, '0');
  const time = `${p(now.getHours())}:${p(now.getMinutes())}`;
  return (
    <p className="wall-clock" aria-label={t('wallBoard.clock', { time })}>
      <time className="wall-clock__time" dateTime={now.toISOString()}>{time}</time>
      <span className="wall-clock__date">{`${p(now.getDate())}/${p(now.getMonth() + 1)}/${now.getFullYear()}`}</span>
    </p>
  );
}
