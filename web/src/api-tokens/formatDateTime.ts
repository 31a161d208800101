import { formatDisplayDate } from '../../../domain/dates.rules.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY in the browser's time zone. */
export function displayDate(iso: string): string {
  const d = new Date(iso);
  return formatDisplayDate(`${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`);
}

/** DD/MM/YYYY HH:mm in the browser's time zone. */
export function displayDateTime(iso: string): string {
  const d = new Date(iso);
  return `${displayDate(iso)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
