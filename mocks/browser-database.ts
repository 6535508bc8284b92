import {
  clearSavedDatabase,
  DATABASE_CHANNEL,
  readRevision,
  loadSavedDatabase,
  saveSnapshot,
} from './browser-store';
import { reloadDatabase, snapshotDatabase, type MockDatabase } from './db/database';
import type { SeedProfile } from './db/seed/seed-context';
import type { DatabaseAccess } from './kit/context';

/*
 * The demo's database, one for every tab of the browser. Each tab holds a copy in memory and IndexedDB
 * holds the latest (browser-store.ts):
 *  - a write runs alone in the browser (a Web Lock all tabs share), on the latest data (the tab first
 *    catches up when another tab saved since), and is answered only once it is saved: a reload right
 *    after an acknowledged write finds it, and no tab's save discards another's;
 *  - after saving, a tab tells the others (a BroadcastChannel), which catch up before their next read.
 */

const LOCK = 'retaguarda-mock-database';

type Message = { revision: number } | { reset: true };

export interface SharedDatabase {
  access: DatabaseAccess;
  /** Saves what is in memory now (a fresh database, or QA's `retaguardaMock.save()`). */
  save(): Promise<void>;
  /**
   * Drops the saved database (QA's reset), after the write under way if any; no later write of this page
   * saves (the page reloads), and the other tabs are told: they reload, as this one does.
   */
  drop(): Promise<void>;
}

export function shareDatabase(
  db: MockDatabase,
  version: string,
  profile: SeedProfile,
  savedRevision: number | null,
): SharedDatabase {
  let known = savedRevision;
  let stale = false;
  /** The saved database was dropped: what this page still holds is never saved again. */
  let dropped = false;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(DATABASE_CHANNEL) : null;
  if (channel) {
    channel.onmessage = ({ data }: MessageEvent<Message>) => {
      if ('reset' in data) {
        dropped = true; // a write under way here must not save the dropped data back
        location.reload();
      } else if (data.revision !== known) stale = true;
    };
  }
  // A tab coming back from the background may have missed a message (a frozen page gets none).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') stale = true;
  });

  const alone = <T>(work: () => Promise<T>): Promise<T> =>
    typeof navigator.locks?.request === 'function' ? navigator.locks.request(LOCK, work) : work();

  /** Takes in what another tab saved since this one last read or wrote. */
  async function catchUp(): Promise<void> {
    stale = false;
    const stored = await readRevision();
    if (stored === null || stored === known) return;
    const saved = await loadSavedDatabase(version, profile);
    if (!saved) return;
    reloadDatabase(db, saved.snapshot);
    known = saved.revision;
  }

  async function saveNext(): Promise<void> {
    if (dropped) return;
    const revision = (known ?? 0) + 1;
    await saveSnapshot(snapshotDatabase(db), version, profile, revision);
    known = revision;
    channel?.postMessage({ revision } satisfies Message);
  }

  const access: DatabaseAccess = {
    async read(work) {
      if (stale) await alone(catchUp);
      return work();
    },
    write(work) {
      return alone(async () => {
        await catchUp();
        try {
          return await work();
        } finally {
          // Saved even when the work failed half-way: the store keeps what the memory now holds.
          await saveNext();
        }
      });
    },
  };

  return {
    access,
    save: () => access.write(async () => undefined),
    drop: () =>
      alone(async () => {
        dropped = true;
        await clearSavedDatabase();
        channel?.postMessage({ reset: true } satisfies Message);
      }),
  };
}
