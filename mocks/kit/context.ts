import type { MockDatabase } from '../db/database';
import type { LiveHub } from './live-hub';

/**
 * How the calls reach the database. In Node one process holds it and both run the work as it comes; the
 * demo keeps it in IndexedDB, shared by the tabs of the browser (mocks/browser-database.ts).
 */
export interface DatabaseAccess {
  /** Runs a read against the latest data (another tab's writes included). */
  read<T>(work: () => Promise<T>): Promise<T>;
  /** Runs a write alone, against the latest data, and settles only once what it wrote is stored. */
  write<T>(work: () => Promise<T>): Promise<T>;
}

/** One process, one database in memory: nothing to wait for. */
export const inMemoryAccess: DatabaseAccess = { read: (work) => work(), write: (work) => work() };

/** What every handler of the mock API works with. */
export interface MockContext {
  db: MockDatabase;
  live: LiveHub;
  /** Base path of the API, e.g. "/dev/api". */
  apiBase: string;
  now: () => Date;
  /** Every call goes through it (mocks/kit/dispatch.ts), and so does a write made later (an import's). */
  access: DatabaseAccess;
  /**
   * The fixed authorization the API expects on the cloud-instance calls (a deployment's
   * CLOUD_AUTHORIZATION, which its nginx adds); the mock's own value (mocks/handlers/cloud.ts) when unset.
   */
  cloudAuthorization?: string;
}

/** The msw path of an API path: any origin, under the API base. */
export function apiPath(ctx: MockContext, path: string): string {
  return `*${ctx.apiBase}${path}`;
}
