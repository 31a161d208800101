import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InconsistencyList_query$key } from '../__generated__/InconsistencyList_query.graphql.ts';
import type { InconsistencyGroups_query$key } from '../__generated__/InconsistencyGroups_query.graphql.ts';
import { todayIso } from '../../../domain/dates.rules.ts';
import { ArchivePeriodDialog, type PeriodScope } from './ArchivePeriodDialog.tsx';
import { ArchiveSelectedDialog } from './ArchiveSelectedDialog.tsx';
import { InconsistencyDetailsDialog } from './InconsistencyDetailsDialog.tsx';
import { InconsistencyGroups } from './InconsistencyGroups.tsx';
import { InconsistencyList } from './InconsistencyList.tsx';
import type { Selection } from './InconsistencyTable.tsx';
import { JustifyDialog } from './JustifyDialog.tsx';
import type { InconsistencyArgs, InconsistencyFilterValues } from './inconsistencyFilter.ts';
import type { ScreenRights } from './screenRights.ts';

type Dialog = { kind: 'details'; id: string } | { kind: 'justify'; id: string; what: string } | { kind: 'archive'; ids: readonly string[] } | { kind: 'period' } | null;

interface Props {
  /** the flat list or the groups, whichever the filters asked the route's query for */
  list: InconsistencyList_query$key | null;
  groups: InconsistencyGroups_query$key | null;
  values: InconsistencyFilterValues;
  args: InconsistencyArgs;
  rights: ScreenRights;
  timeZone: string;
  showEmployee: boolean;
  version: number;
  onChanged: () => void;
}

/** The open tab's content: the bar of what is chosen, the list or the groups, and the dialogs they open. */
export function InconsistencyBoard({ list, groups, values, args, rights, timeZone, showEmployee, version, onChanged }: Props) {
  const { t } = useTranslation('inconsistencies');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const pending = values.tab === 'pending';
  const canArchive = rights.archive && pending;
  const selection = useMemo<Selection | undefined>(() => (canArchive ? {
    ids: chosen,
    toggle: (id) => setChosen((s) => { const n = new Set(s); if (n.has(id)) n.delete(id); else n.add(id); return n; }),
    toggleAll: (ids) => setChosen((s) => {
      const n = new Set(s);
      if (ids.every((id) => n.has(id))) ids.forEach((id) => n.delete(id)); else ids.forEach((id) => n.add(id));
      return n;
    }),
  } : undefined), [canArchive, chosen]);
  const done = () => { setDialog(null); setChosen(new Set()); onChanged(); };
  const actions = {
    timeZone,
    nameInLabels: showEmployee,
    selection,
    onDetails: (id: string) => setDialog({ kind: 'details', id }),
    onJustify: rights.justify ? (id: string, what: string) => setDialog({ kind: 'justify', id, what }) : undefined,
    onArchive: canArchive ? (id: string) => setDialog({ kind: 'archive', ids: [id] }) : undefined,
  };
  const empty = t(pending ? 'inconsistencies.emptyPending' : 'inconsistencies.emptyArchived');

  return (
    <div className="inc-board">
      {canArchive && (
        <div className="inc-bar" role="group" aria-label={t('inconsistencies.bar.label')}>
          <span className="inc-bar__count" aria-live="polite">{t('inconsistencies.bar.chosen', { count: chosen.size })}</span>
          <button type="button" className="button button--primary" disabled={chosen.size === 0}
            onClick={() => setDialog({ kind: 'archive', ids: [...chosen] })}>{t('inconsistencies.bar.archiveChosen')}</button>
          {chosen.size > 0 && <button type="button" className="button button--link" onClick={() => setChosen(new Set())}>{t('inconsistencies.bar.clear')}</button>}
          <button type="button" className="button" onClick={() => setDialog({ kind: 'period' })}>{t('inconsistencies.bar.archivePeriod')}</button>
        </div>
      )}
      {groups && <InconsistencyGroups query={groups} args={args} version={version} {...actions} />}
      {list && <InconsistencyList query={list} caption={t('inconsistencies.caption')} showEmployee={showEmployee} empty={empty} {...actions} />}
      {dialog?.kind === 'details' && (
        <InconsistencyDetailsDialog id={dialog.id} timeZone={timeZone} attendancePath={rights.attendancePath} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'justify' && (
        <JustifyDialog id={dialog.id} what={dialog.what} onDone={done} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'archive' && (
        <ArchiveSelectedDialog ids={dialog.ids} onDone={done} onCancel={() => setDialog(null)}
          onStale={(stale) => { setDialog(null); setChosen((s) => new Set([...s].filter((id) => !stale.includes(id)))); onChanged(); }} />
      )}
      {dialog?.kind === 'period' && <ArchivePeriodDialog scope={periodScope(values, args, t)} onDone={done} onClose={() => setDialog(null)} />}
    </div>
  );
}

/** The period dialog starts from the filters' period, else from the 1st of this month to today. */
function periodScope(values: InconsistencyFilterValues, args: InconsistencyArgs, t: ReturnType<typeof useTranslation>['t']): PeriodScope {
  const today = todayIso();
  const narrowed = [
    values.type ? t(`attendances:attendances.types.${values.type}`) : null,
    args.departmentId ? t('inconsistencies.periodDialog.oneDepartment') : null,
    args.employeeId ? t('inconsistencies.periodDialog.oneEmployee') : null,
  ].filter(Boolean).join(', ');
  return {
    from: args.from ?? `${today.slice(0, 8)}01`, to: args.to ?? today, type: values.type,
    departmentId: args.departmentId, employeeId: args.employeeId, narrowedTo: narrowed || null,
  };
}
