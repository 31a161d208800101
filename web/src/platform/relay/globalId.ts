/**
 * Addresses carry the readable database id (`/company/employees/12`); the graph wants the global id, which the
 * gateway defines as base64 of "Type:id" (Relay server specification).
 */
export function globalId(type: string, databaseId: string | undefined): string {
  return btoa(`${type}:${/^\d{1,10}$/.test(databaseId ?? '') ? databaseId : '0'}`);
}
