import { setupServer } from 'msw/node';
import type { MockDatabase } from './db/database';
import { seedDatabase } from './db/seed';
import type { SeedProfile } from './db/seed/seed-context';
import { inMemoryAccess, type MockContext } from './kit/context';
import { createHandlers } from './handlers';
import { LiveHub } from './kit/live-hub';

export interface NodeMockApiOptions {
  profile?: SeedProfile;
  /** Clock of the seed and of the handlers (defaults to the real one). */
  now?: () => Date;
  apiBase?: string;
  db?: MockDatabase;
}

/** The mock API in Node (vitest): a fresh seeded database behind an msw server. */
export function createNodeMockApi(options: NodeMockApiOptions = {}) {
  const now = options.now ?? (() => new Date());
  const ctx: MockContext = {
    db: options.db ?? seedDatabase(options.profile ?? 'demo', now()),
    live: new LiveHub(),
    apiBase: options.apiBase ?? '/dev/api',
    now,
    access: inMemoryAccess,
  };
  const server = setupServer(...createHandlers(ctx));
  return { server, ctx };
}
