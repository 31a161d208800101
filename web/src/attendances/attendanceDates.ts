import { displayInstant } from '../clocks/clockTime.ts';

const INTL_LOCALE: Record<string, string> = { en: 'en-GB', pt: 'pt-PT', fr: 'fr-FR' };
const intlLocale = (language: string) => INTL_LOCALE[language.slice(0, 2)] ?? 'en-GB';

/** A calendar date (ISO) in words of the user's language: `short` "Tue", `long` "Tuesday 10 March", `full` with the year. */
export function dayWords(iso: string, language: string, style: 'short' | 'long' | 'full'): string {
  const options: Intl.DateTimeFormatOptions = style === 'short' ? { weekday: 'short' }
    : { weekday: 'long', day: 'numeric', month: 'long', ...(style === 'full' ? { year: 'numeric' } : {}) };
  return new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/** "March 2026" in the user's language. */
export function monthWords(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/** An instant as HH:mm on the wall clock of the workday's zone (falls back to UTC for an unknown zone). */
export function localTime(instant: string, timeZone: string): string {
  try {
    return displayInstant(instant, timeZone).time;
  } catch {
    return displayInstant(instant, 'UTC').time;
  }
}

/** A date range in words, the shared parts said once: "29 Oct – 28 Nov 2026" (en), "29/10/2026 – 28/11/2026" (pt). */
export function rangeWords(from: string, to: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    .formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`));
}

/** A day and month in words: "28 Nov" (en), "28/11" (pt). */
export function dayMonthWords(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}
