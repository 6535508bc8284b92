import type { DatabaseSnapshot } from './db/database';
import type { SeedProfile } from './db/seed/seed-context';

/**
 * Keeps the demo's database in IndexedDB, so data survives a reload and every tab of the browser works
 * on the same data. Mock data only: the session tokens never go here. Snapshots in and out, no database
 * code: the demo's start reads the saved one while the mock API's code is still loading. Beside the
 * snapshot, its revision (a count of the writes saved), in a record of its own: a tab checks it before
 * a write without reading the whole database.
 */
const DB_NAME = 'retaguarda-mock-api';
/** The channel on which the demo's tabs tell each other of a save or of dropped data (browser-database.ts). */
export const DATABASE_CHANNEL = 'retaguarda-mock-database';
const STORE = 'state';
const KEY = 'database';
const REVISION_KEY = 'revision';

interface SavedState {
  /** The version of the data it was made from (build/seed-version.ts; a number before it was derived). */
  version: string | number;
  profile: SeedProfile;
  savedAt: string;
  snapshot: DatabaseSnapshot;
}

/** A saved database and the revision it was saved at. */
export interface SavedDatabase {
  snapshot: DatabaseSnapshot;
  revision: number;
}

let connection: Promise<IDBDatabase> | null = null;

/** One connection for the page's life (opening one per call costs more than the call). */
function openStore(): Promise<IDBDatabase> {
  connection ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const database = request.result;
      // Another page deleting or upgrading the database: let it, and open again on the next call.
      database.onversionchange = () => {
        database.close();
        connection = null;
      };
      resolve(database);
    };
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    connection = null;
    throw error;
  });
  return connection;
}

function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return openStore().then(
    (database) =>
      new Promise<T>((resolve, reject) => {
        const transaction = database.transaction(STORE, mode);
        const request = action(transaction.objectStore(STORE));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error);
      }),
  );
}

/**
 * The saved database of this seed version and profile, or null (none, another profile, or unreadable).
 * One made from other data (the contract or the seed changed since) is not used, and the console says so:
 * the mock starts again from the current seed.
 */
export async function loadSavedDatabase(
  version: string,
  profile: SeedProfile,
): Promise<SavedDatabase | null> {
  try {
    const [saved, revision] = await Promise.all([
      run<SavedState | undefined>('readonly', (store) => store.get(KEY)),
      readRevision(),
    ]);
    if (!saved || saved.profile !== profile) return null;
    if (saved.version !== version) {
      console.info(
        `API simulada: os dados salvos neste navegador são de outra versão do contrato ou da carga inicial (${saved.version}; agora ${version}); começando da carga inicial atual.`,
      );
      return null;
    }
    return { snapshot: saved.snapshot, revision: revision ?? 0 };
  } catch (error) {
    console.warn('API simulada: não foi possível ler os dados salvos; usando a carga inicial.', error);
    return null;
  }
}

/** The revision of the saved database (null: none saved). */
export async function readRevision(): Promise<number | null> {
  const revision = await run<unknown>('readonly', (store) => store.get(REVISION_KEY));
  return typeof revision === 'number' ? revision : null;
}

/** Saves the database and its revision together (one transaction: both or neither). */
export async function saveSnapshot(
  snapshot: DatabaseSnapshot,
  version: string,
  profile: SeedProfile,
  revision: number,
): Promise<void> {
  const state: SavedState = { version, profile, savedAt: new Date().toISOString(), snapshot };
  await openStore().then(
    (database) =>
      new Promise<void>((resolve, reject) => {
        const transaction = database.transaction(STORE, 'readwrite');
        const store = transaction.objectStore(STORE);
        store.put(state, KEY);
        store.put(revision, REVISION_KEY);
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error);
      }),
  );
}

export async function clearSavedDatabase(): Promise<void> {
  await run('readwrite', (store) => store.clear());
}

/**
 * Tells the demo's other tabs that the saved database was dropped: they reload. For the demo's start
 * (a linked QA scenario of another profile), before this tab shares the database (browser-database.ts,
 * whose own channel then does it).
 */
export function announceDatabaseDropped(): void {
  if (typeof BroadcastChannel !== 'function') return;
  const channel = new BroadcastChannel(DATABASE_CHANNEL);
  channel.postMessage({ reset: true });
  channel.close();
}
