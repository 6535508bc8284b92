import type { DatabaseSnapshot } from './db/database';
import type { SeedProfile } from './db/seed/seed-context';

/**
 * Keeps the demo's database in IndexedDB, so data survives a reload. Mock data only: the session
 * tokens never go here. Snapshots in and out, no database code: the demo's start reads the saved one
 * while the mock API's code is still loading.
 */
const DB_NAME = 'retaguarda-mock-api';
const STORE = 'state';
const KEY = 'database';

interface SavedState {
  version: number;
  profile: SeedProfile;
  savedAt: string;
  snapshot: DatabaseSnapshot;
}

function openStore(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return openStore().then(
    (database) =>
      new Promise<T>((resolve, reject) => {
        const transaction = database.transaction(STORE, mode);
        const request = action(transaction.objectStore(STORE));
        transaction.oncomplete = () => {
          database.close();
          resolve(request.result);
        };
        transaction.onerror = () => reject(transaction.error);
      }),
  );
}

export async function loadSavedSnapshot(
  version: number,
  profile: SeedProfile,
): Promise<DatabaseSnapshot | null> {
  try {
    const saved = await run<SavedState | undefined>('readonly', (store) => store.get(KEY));
    if (!saved || saved.version !== version || saved.profile !== profile) return null;
    return saved.snapshot;
  } catch (error) {
    console.warn('API simulada: não foi possível ler os dados salvos; usando a carga inicial.', error);
    return null;
  }
}

export async function saveSnapshot(
  snapshot: DatabaseSnapshot,
  version: number,
  profile: SeedProfile,
): Promise<void> {
  const state: SavedState = { version, profile, savedAt: new Date().toISOString(), snapshot };
  await run('readwrite', (store) => store.put(state, KEY));
}

export async function clearSavedDatabase(): Promise<void> {
  await run('readwrite', (store) => store.delete(KEY));
}
