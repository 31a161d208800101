import type { ErrorLanguage } from '../../../domain/error-codes.ts';
import type { Column } from '../platform/xlsx.ts';
import type { SiteDto } from './site.service.ts';

/** The site export's words, in the caller's language (Accept-Language, as the API's messages). */
const TEXTS = {
  en: { file: 'sites', sheet: 'Sites', headers: ['Name', 'Address', 'Latitude', 'Longitude', 'Radius (m)', 'Time zone'] },
  pt: { file: 'locais', sheet: 'Locais', headers: ['Nome', 'Morada', 'Latitude', 'Longitude', 'Raio (m)', 'Fuso horário'] },
  fr: { file: 'sites', sheet: 'Sites', headers: ['Nom', 'Adresse', 'Latitude', 'Longitude', 'Rayon (m)', 'Fuseau horaire'] },
} as const;

export function siteExport(language: ErrorLanguage, today: string) {
  const t = TEXTS[language];
  const [name, address, latitude, longitude, radius, zone] = t.headers;
  const columns: Column<SiteDto>[] = [
    { header: name, width: 28, value: (s) => s.name },
    { header: address, width: 40, value: (s) => s.address },
    { header: latitude, width: 12, value: (s) => s.latitude },
    { header: longitude, width: 12, value: (s) => s.longitude },
    { header: radius, width: 11, value: (s) => s.radius },
    { header: zone, width: 22, value: (s) => s.timeZone },
  ];
  return { fileName: `${t.file}-${today}.xlsx`, sheet: t.sheet, columns };
}
