import DataLoader from 'dataloader';
import type { RestClient } from '../platform/rest-client.ts';
import type { TerminalDto } from './kiosk.types.ts';

/**
 * `terminalById`: `GET /terminal/{id}` (a company has a terminal or a few, and no list route): de-duplicated per
 * request, not batched; null for one that does not exist.
 */
export const kioskLoaders = (rest: RestClient) => ({
  terminalById: new DataLoader<number, TerminalDto | null>((ids) => Promise.all(ids.map((id) => rest.getOne(`/terminal/${id}`)))),
});

declare module '../platform/loaders.ts' {
  interface Loaders extends ReturnType<typeof kioskLoaders> {}
}
