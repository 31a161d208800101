const KEY = 'pontual.chunkReload';
/** A second failure within this window is not a stale deployment: show the error instead of looping. */
const WINDOW_MS = 60_000;
/** Core §9: chunk load timeout. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

const CHUNK_ERROR = /ChunkLoadError|CSS_CHUNK_LOAD_FAILED|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_ERROR.test(`${error.name} ${error.message}`);
}

/**
 * Core §2/§8: a failed chunk load forces one reload (usually a deployment replaced the chunks).
 * Returns false when it already reloaded for this reason a moment ago.
 */
export function reloadOnceForChunkError(now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(KEY) ?? 0);
  if (now - last < WINDOW_MS) return false;
  sessionStorage.setItem(KEY, String(now));
  window.location.reload();
  return true;
}

/** A dynamic import that fails as a ChunkLoadError after the specified timeout. */
export function importWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error(`Loading chunk timed out after ${timeoutMs} ms`);
      error.name = 'ChunkLoadError';
      reject(error);
    }, timeoutMs);
    load().then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
