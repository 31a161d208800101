import type { ErrorLanguage } from '../../../domain/error-codes.ts';
import type { Timetable } from '../../../domain/schedule.ts';
import type { Column } from '../platform/xlsx.ts';
import type { ScheduleDto } from './schedule.service.ts';

/** The week schedules export's words, in the caller's language: one row per schedule, one column per weekday. */
const TEXTS = {
  en: { file: 'week-schedules', sheet: 'Week schedules', name: 'Name', employees: 'Employees', rest: 'Rest', free: 'Free',
    flexible: 'Flexible', weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] },
  pt: { file: 'horarios-semanais', sheet: 'Horários semanais', name: 'Nome', employees: 'Colaboradores', rest: 'Descanso', free: 'Livre',
    flexible: 'Flexível', weekdays: ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] },
  fr: { file: 'horaires-hebdomadaires', sheet: 'Horaires hebdomadaires', name: 'Nom', employees: 'Employés', rest: 'Repos', free: 'Libre',
    flexible: 'Flexible', weekdays: ['Dimanche', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'] },
} as const;

const hours = (m: number) => `${Math.floor(m / 60)}h${m % 60 ? String(m % 60).padStart(2, '0') : ''}`;

function describe(t: Timetable, words: (typeof TEXTS)[ErrorLanguage]): string {
  switch (t.type) {
    case 'REST': return words.rest;
    case 'FREE': return `${words.free} ${hours(t.durationInMinutes)}`;
    case 'FLEXIBLE': return `${words.flexible} ${t.enterMin}–${t.exitMax} (${hours(t.durationInMinutes)})`;
    case 'FIXED': return `${t.dayStart}–${t.dayEnd}${t.breakStart ? ` (${t.breakStart}–${t.breakEnd})` : ''}`;
  }
}

export function scheduleExport(language: ErrorLanguage, today: string) {
  const words = TEXTS[language];
  const columns: Column<ScheduleDto>[] = [
    { header: words.name, width: 28, value: (s) => s.name },
    ...words.weekdays.map((day, weekday): Column<ScheduleDto> => ({
      header: day, width: 22, value: (s) => describe(s.days[weekday] as Timetable, words),
    })),
    { header: words.employees, width: 12, value: (s) => s.employeeCount },
  ];
  return { fileName: `${words.file}-${today}.xlsx`, sheet: words.sheet, columns };
}
