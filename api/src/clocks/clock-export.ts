import type { ErrorLanguage } from '../../../domain/error-codes.ts';
import type { Column } from '../platform/xlsx.ts';
import type { ClockDto } from './clock.service.ts';

/** The clock export's words, in the caller's language. */
const TEXTS = {
  en: { file: 'clocks', sheet: 'Clocks', yes: 'yes', headers: ['Employee', 'Date', 'Time', 'Type', 'Source', 'Time zone', 'Geofence', 'Distance (m)', 'Edited', 'Deleted', 'Comment', 'Instant (UTC)'] },
  pt: { file: 'marcacoes', sheet: 'Marcações', yes: 'sim', headers: ['Colaborador', 'Data', 'Hora', 'Tipo', 'Origem', 'Fuso horário', 'Geovedação', 'Distância (m)', 'Corrigida', 'Eliminada', 'Comentário', 'Instante (UTC)'] },
  fr: { file: 'pointages', sheet: 'Pointages', yes: 'oui', headers: ['Employé', 'Date', 'Heure', 'Type', 'Origine', 'Fuseau horaire', 'Géorepérage', 'Distance (m)', 'Corrigé', 'Supprimé', 'Commentaire', 'Instant (UTC)'] },
} as const;

export function clockExport(language: ErrorLanguage, today: string) {
  const t = TEXTS[language];
  const [employee, date, time, type, source, zone, fence, distance, edited, deleted, comment, instant] = t.headers;
  const flag = (on: boolean) => (on ? t.yes : '');
  const columns: Column<ClockDto>[] = [
    { header: employee, width: 28, value: (c) => c.employeeName },
    { header: date, width: 12, date: true, value: (c) => c.date },
    { header: time, width: 10, value: (c) => c.time },
    { header: type, width: 6, value: (c) => c.type },
    { header: source, width: 10, value: (c) => c.registered },
    { header: zone, width: 18, value: (c) => c.timeZone },
    { header: fence, width: 14, value: (c) => c.geofence },
    { header: distance, width: 12, value: (c) => c.siteDistance },
    { header: edited, width: 9, value: (c) => flag(c.edited) },
    { header: deleted, width: 9, value: (c) => flag(c.deleted) },
    { header: comment, width: 32, value: (c) => c.comment },
    { header: instant, width: 24, value: (c) => c.instant },
  ];
  return { fileName: `${t.file}-${today}.xlsx`, sheet: t.sheet, columns };
}
