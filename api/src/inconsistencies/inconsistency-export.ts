import type { ErrorLanguage } from '../../../domain/error-codes.ts';
import type { InconsistencyType } from '../../../domain/index.ts';
import type { Column } from '../platform/xlsx.ts';
import type { InconsistencyDto } from './inconsistency.schemas.ts';

type Texts = {
  file: string; sheet: string; yes: string; no: string; headers: string[];
  types: Record<InconsistencyType, string>; states: { PENDING: string; MANUAL: string; AUTO: string };
};

/** The export's words, in the caller's language. */
const TEXTS: Record<ErrorLanguage, Texts> = {
  en: {
    file: 'inconsistencies', sheet: 'Inconsistencies', yes: 'yes', no: 'no',
    headers: ['Employee', 'Department', 'Date', 'Type', 'Minutes', 'Explanation', 'Status', 'Archived by', 'Archived at', 'Reason', 'Justified', 'Justification', 'Justified by', 'Document'],
    types: { ABSENT: 'Absent', EARLY_CLOCK: 'Left early', LATE_CLOCK: 'Late', DAY_OFF: 'Clocked on a rest day', NO_CLOCK: 'No clock in a part of the day', CLOCK_MISSING: 'Missing clock', HOLIDAY: 'Clocked on a holiday' },
    states: { PENDING: 'pending', MANUAL: 'archived', AUTO: 'resolved by a recompute' },
  },
  pt: {
    file: 'inconsistencias', sheet: 'Inconsistências', yes: 'sim', no: 'não',
    headers: ['Colaborador', 'Departamento', 'Data', 'Tipo', 'Minutos', 'Explicação', 'Estado', 'Arquivada por', 'Arquivada em', 'Motivo', 'Justificada', 'Justificação', 'Justificada por', 'Documento'],
    types: { ABSENT: 'Ausência', EARLY_CLOCK: 'Saída antecipada', LATE_CLOCK: 'Atraso', DAY_OFF: 'Marcação em dia de descanso', NO_CLOCK: 'Parte do dia sem marcação', CLOCK_MISSING: 'Marcação em falta', HOLIDAY: 'Marcação em feriado' },
    states: { PENDING: 'pendente', MANUAL: 'arquivada', AUTO: 'resolvida por novo cálculo' },
  },
  fr: {
    file: 'incoherences', sheet: 'Incohérences', yes: 'oui', no: 'non',
    headers: ['Employé', 'Département', 'Date', 'Type', 'Minutes', 'Explication', 'État', 'Archivée par', 'Archivée le', 'Motif', 'Justifiée', 'Justification', 'Justifiée par', 'Document'],
    types: { ABSENT: 'Absence', EARLY_CLOCK: 'Départ anticipé', LATE_CLOCK: 'Retard', DAY_OFF: 'Pointage un jour de repos', NO_CLOCK: 'Partie de la journée sans pointage', CLOCK_MISSING: 'Pointage manquant', HOLIDAY: 'Pointage un jour férié' },
    states: { PENDING: 'en attente', MANUAL: 'archivée', AUTO: 'résolue par un nouveau calcul' },
  },
};

/** The workbook of a filtered inconsistency list: file name, sheet and columns in `language`. */
export function inconsistencyExport(language: ErrorLanguage, today: string) {
  const t = TEXTS[language];
  const [employee, department, date, type, minutes, explanation, status, archivedBy, archivedAt, reason, justified, justification, justifiedBy, document] = t.headers;
  const state = (i: InconsistencyDto) => (i.status === 'PENDING' ? t.states.PENDING : t.states[i.resolution ?? 'MANUAL']);
  const columns: Column<InconsistencyDto>[] = [
    { header: employee, width: 28, value: (i) => i.employee.name },
    { header: department, width: 20, value: (i) => i.employee.departmentName },
    { header: date, width: 12, date: true, value: (i) => i.date },
    { header: type, width: 24, value: (i) => t.types[i.type] ?? i.type },
    { header: minutes, width: 9, value: (i) => i.minutes },
    { header: explanation, width: 48, value: (i) => i.explanation?.message ?? null },
    { header: status, width: 16, value: state },
    { header: archivedBy, width: 22, value: (i) => (i.resolution === 'MANUAL' ? i.resolvedBy?.name ?? null : null) },
    { header: archivedAt, width: 22, value: (i) => (i.resolution === 'MANUAL' ? i.resolvedAt : null) },
    { header: reason, width: 28, value: (i) => i.resolutionReason },
    { header: justified, width: 11, value: (i) => (i.justification ? (i.justification.justified ? t.yes : t.no) : null) },
    { header: justification, width: 36, value: (i) => i.justification?.comment ?? null },
    { header: justifiedBy, width: 22, value: (i) => i.justification?.by?.name ?? null },
    { header: document, width: 24, value: (i) => i.justification?.documentName ?? null },
  ];
  return { fileName: `${t.file}-${today}.xlsx`, sheet: t.sheet, columns };
}
