import type { MockDatabase } from '../db/database';
import type { LiveHub } from './live-hub';

/** What every handler of the mock API works with. */
export interface MockContext {
  db: MockDatabase;
  live: LiveHub;
  /** Base path of the API, e.g. "/dev/api". */
  apiBase: string;
  now: () => Date;
  /** Called after a write made outside a request's answer (imports, transitions): the demo saves it. */
  changed: () => void;
}

/** The msw path of an API path: any origin, under the API base. */
export function apiPath(ctx: MockContext, path: string): string {
  return `*${ctx.apiBase}${path}`;
}
