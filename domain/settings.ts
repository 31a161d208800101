/** A comma-separated setting (`TRUSTED_PROXIES`, `CORS_ORIGINS`) as a list, blanks dropped. */
export function commaList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((a) => a.trim()).filter(Boolean);
}
