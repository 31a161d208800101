import type { QueuedClock, QueueStore } from './clockQueue.ts';

/**
 * The clock queue in IndexedDB: a tiny wrapper rather than a dependency (neither `idb` nor `idb-keyval` is installed),
 * one database, one object store keyed by clientId.
 */
const DB_NAME = 'pontual-offline';
const STORE = 'clock-queue';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

export function createIndexedDbStore(factory: IDBFactory = indexedDB): QueueStore {
  let db: Promise<IDBDatabase> | null = null;
  const open = () => {
    db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(DB_NAME, 1);
      req.onupgradeneeded = () => { req.result.createObjectStore(STORE, { keyPath: 'clientId' }); };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => { db = null; reject(req.error); };
    });
    return db;
  };
  const withStore = async <T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const tx = (await open()).transaction(STORE, mode);
    // Listened for before anything is awaited: a write counts once its transaction has committed.
    const done = new Promise<void>((resolve, reject) => { tx.oncomplete = () => resolve(); tx.onerror = () => reject(tx.error); tx.onabort = () => reject(tx.error); });
    const [result] = await Promise.all([request(run(tx.objectStore(STORE))), done]);
    return result;
  };
  return {
    all: () => withStore('readonly', (s) => s.getAll() as IDBRequest<QueuedClock[]>),
    put: async (clock) => { await withStore('readwrite', (s) => s.put(clock)); },
    remove: async (clientId) => { await withStore('readwrite', (s) => s.delete(clientId)); },
  };
}
