import type { ErrorLanguage } from '../../../domain/error-codes.ts';
import type { Column } from '../platform/xlsx.ts';

/** One employee-day of an attendance export (the payroll's line). */
export interface ExportLine {
  employeeId: number; employee: string; department: string | null; date: string; kind: string;
  expectedMinutes: number; workedMinutes: number; breakMinutes: number; extraMinutes: number; nightMinutes: number;
  absenceMinutes: number; balanceMinutes: number; pendingInconsistencies: string[];
}

/** The export's words, in the caller's language. */
const TEXTS = {
  en: { file: 'attendance', sheet: 'Attendance', headers: ['Employee', 'Department', 'Date', 'Day', 'Expected (min)', 'Worked (min)', 'Break (min)', 'Extra (min)', 'Night (min)', 'Absence (min)', 'Balance (min)', 'Pending inconsistencies'],
    kinds: { WORK: 'workday', REST: 'rest day', HOLIDAY: 'public holiday', NO_SCHEDULE: 'no schedule', ABSENCE: 'absence' } },
  pt: { file: 'assiduidade', sheet: 'Assiduidade', headers: ['Colaborador', 'Departamento', 'Data', 'Dia', 'Previsto (min)', 'Trabalhado (min)', 'Pausa (min)', 'Extra (min)', 'Noturno (min)', 'Ausência (min)', 'Saldo (min)', 'Inconsistências pendentes'],
    kinds: { WORK: 'dia de trabalho', REST: 'descanso', HOLIDAY: 'feriado', NO_SCHEDULE: 'sem horário', ABSENCE: 'ausência' } },
  fr: { file: 'presences', sheet: 'Présences', headers: ['Employé', 'Département', 'Date', 'Jour', 'Prévu (min)', 'Travaillé (min)', 'Pause (min)', 'Supplémentaire (min)', 'Nuit (min)', 'Absence (min)', 'Solde (min)', 'Incohérences en attente'],
    kinds: { WORK: 'jour travaillé', REST: 'repos', HOLIDAY: 'jour férié', NO_SCHEDULE: 'sans horaire', ABSENCE: 'absence' } },
} as const;

export function attendanceColumns(language: ErrorLanguage): { file: string; sheet: string; columns: Column<ExportLine>[] } {
  const t = TEXTS[language];
  const [employee, department, date, kind, expected, worked, brk, extra, night, absence, balance, pending] = t.headers;
  return {
    file: t.file, sheet: t.sheet,
    columns: [
      { header: employee, width: 28, value: (l) => l.employee },
      { header: department, width: 20, value: (l) => l.department },
      { header: date, width: 12, date: true, value: (l) => l.date },
      { header: kind, width: 16, value: (l) => t.kinds[l.kind as keyof typeof t.kinds] ?? l.kind },
      { header: expected, width: 12, value: (l) => l.expectedMinutes },
      { header: worked, width: 12, value: (l) => l.workedMinutes },
      { header: brk, width: 11, value: (l) => l.breakMinutes },
      { header: extra, width: 11, value: (l) => l.extraMinutes },
      { header: night, width: 11, value: (l) => l.nightMinutes },
      { header: absence, width: 12, value: (l) => l.absenceMinutes },
      { header: balance, width: 12, value: (l) => l.balanceMinutes },
      { header: pending, width: 28, value: (l) => l.pendingInconsistencies.join(', ') },
    ],
  };
}

/** RFC 4180 CSV with a header row (UTF-8 with a byte-order mark, so spreadsheet programs read the accents). */
export function toCsv(columns: Column<ExportLine>[], lines: readonly ExportLine[]): string {
  const cell = (v: unknown) => {
    const text = v === null || v === undefined ? '' : String(v);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const rows = [columns.map((c) => cell(c.header)).join(','), ...lines.map((l) => columns.map((c) => cell(c.value(l))).join(','))];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}

/** JSON Lines for payroll systems: one object per employee-day, stable English keys. */
export const toJsonLines = (lines: readonly ExportLine[]): string => lines.map((l) => JSON.stringify(l)).join('\n') + (lines.length ? '\n' : '');
