import { useTranslation } from 'react-i18next';
import { statusTone } from './myAbsenceWords.ts';

/** A request's status in words on a tinted pill; a sign beside the words helps the eye, never the only clue. */
export function MyAbsenceStatusPill({ status }: { status: string }) {
  const { t } = useTranslation('my-absences');
  const { tone, sign } = statusTone(status);
  return (
    <span className={`pill my-abs-pill my-abs-pill--${tone}`}>
      <span aria-hidden="true" className="my-abs-pill__sign">{sign}</span> {t(`myAbsences.status.${status}`)}
    </span>
  );
}
