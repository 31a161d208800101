import { useTranslation } from 'react-i18next';
import { STATE_SYMBOL, WORKDAY_STATES } from './workdayState.ts';

/** What each colour and symbol of the grid means, and the pending badge. */
export function AttendanceLegend() {
  const { t } = useTranslation('attendances');
  return (
    <section className="attendance-legend" aria-labelledby="attendance-legend-title">
      <h2 id="attendance-legend-title" className="attendance-legend__title">{t('attendances.legend.title')}</h2>
      <ul className="attendance-legend__list">
        {WORKDAY_STATES.map((s) => (
          <li key={s} className={`attendance-legend__item attendance-cell--${s}`}>
            <span className="attendance-legend__swatch" aria-hidden="true">{STATE_SYMBOL[s]}</span>
            {t(`attendances.legend.${s}`)}
          </li>
        ))}
        <li className="attendance-legend__item">
          <span className="attendance-cell__badge attendance-legend__badge" aria-hidden="true">2</span>
          {t('attendances.legend.badge')}
        </li>
      </ul>
    </section>
  );
}
