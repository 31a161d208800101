import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { InconsistencyRow_inconsistency$key } from '../__generated__/InconsistencyRow_inconsistency.graphql.ts';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';
import { explainInconsistency } from '../attendances/explainInconsistency.ts';

const fragment = graphql`
  fragment InconsistencyRow_inconsistency on Inconsistency {
    id
    date
    type
    status
    final
    resolution
    resolutionReason
    resolvedBy { name }
    employeeName
    departmentName
    explanation { rule message expectedAt toleranceMinutes clockAt minutes window { start end } }
    justification { justified comment documentName }
  }
`;

/** What a row may offer: the screen decides from the viewer's rights and the scope. */
export interface RowActions {
  /** the controls' names say whose row it is (not on one's own screen) */
  nameInLabels: boolean;
  /** a checkbox to pick it for archiving (pending rows of a reviewer) */
  select?: { checked: boolean; onToggle: (id: string) => void };
  onDetails: (id: string) => void;
  /** given the row in words ("Late, 03/11/2026, Ana") for the dialog's title */
  onJustify?: (id: string, what: string) => void;
  onArchive?: (id: string) => void;
}

interface Props extends RowActions {
  inconsistency: InconsistencyRow_inconsistency$key;
  showEmployee: boolean;
  timeZone: string;
}

/** One inconsistency: its day, whose, what, why in plain words, where it stands, and what one may do with it. */
export function InconsistencyRow({ inconsistency, showEmployee, timeZone, nameInLabels, select, onDetails, onJustify, onArchive }: Props) {
  const { t } = useTranslation('inconsistencies');
  const i = useFragment(fragment, inconsistency);
  const typeName = t(`attendances:attendances.types.${i.type}`);
  // The employee is named even where the column is not shown (a group's rows): two unfolded groups never share a name.
  const what = `${typeName}, ${formatDisplayDate(i.date)}${nameInLabels ? `, ${i.employeeName}` : ''}`;
  const pending = i.status === 'PENDING';
  const col = (k: string) => t(`inconsistencies.columns.${k}`);
  return (
    <tr className={`inc-row inc-row--${i.type.toLowerCase()}`}>
      {select !== undefined && (
        <td className="inc-row__select">
          <input type="checkbox" checked={select.checked} onChange={() => select.onToggle(i.id)}
            aria-label={t('inconsistencies.select', { what })} />
        </td>
      )}
      <td className="inc-row__date" data-label={col('date')}>{formatDisplayDate(i.date)}</td>
      {showEmployee && (
        <td data-label={col('employee')}>
          <span className="inc-row__name">{i.employeeName}</span>
          {i.departmentName && <span className="inc-row__department">{i.departmentName}</span>}
        </td>
      )}
      <td data-label={col('type')}><span className={`inc-type inc-type--${i.type.toLowerCase()}`}>{typeName}</span></td>
      <td className="inc-row__why" data-label={col('why')}>
        {i.explanation ? explainInconsistency(t, i.explanation, timeZone, null) : t('inconsistencies.noExplanation')}
        {pending && i.final && <span className="inc-row__final"> ({t('attendances:attendances.day.final')})</span>}
      </td>
      <td className="inc-row__state" data-label={col('state')}>
        {i.justification && (
          <span className={`pill ${i.justification.justified ? 'pill--ok' : 'pill--warning'}`}>
            {t(i.justification.justified ? 'inconsistencies.justified' : 'inconsistencies.unjustified')}
          </span>
        )}
        {i.justification?.documentName && <span className="inc-row__doc">{t('inconsistencies.withDocument')}</span>}
        {!pending && <span className="inc-row__resolved">{resolvedWords(t, i.resolution, i.resolvedBy?.name ?? null, i.resolutionReason)}</span>}
      </td>
      <td className="table__actions inc-row__actions">
        <button type="button" className="button button--small" onClick={() => onDetails(i.id)}
          aria-label={t('inconsistencies.detailsOf', { what })}>{t('inconsistencies.details')}</button>
        {onJustify && pending && (
          <button type="button" className="button button--small" onClick={() => onJustify(i.id, what)}
            aria-label={t('inconsistencies.justifyOf', { what })}>{t('inconsistencies.justify')}</button>
        )}
        {onArchive && pending && (
          <button type="button" className="button button--small" onClick={() => onArchive(i.id)}
            aria-label={t('inconsistencies.archiveOf', { what })}>{t('inconsistencies.archive')}</button>
        )}
      </td>
    </tr>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

/** "Archived by Ana: duplicate", or "Resolved by itself" when the engine found the condition gone. */
export function resolvedWords(t: T, resolution: string | null | undefined, by: string | null, reason: string | null | undefined): string {
  if (resolution === 'AUTO') return t('inconsistencies.resolvedAuto');
  const who = by ? t('inconsistencies.archivedBy', { name: by }) : t('inconsistencies.archivedPlain');
  return reason ? `${who}: ${reason}` : who;
}
