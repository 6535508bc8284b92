import type { HttpHandler, WebSocketHandler } from 'msw';
import type { MockContext } from '../kit/context';
import { answering } from '../kit/dispatch';
import { pageDataHandlers } from './page-data';
import { sessionStartHandlers } from './session-start';

/**
 * The one handler list of the mock API, used by the browser worker, the Node server of the tests
 * and the end-to-end runs. Order matters: specific paths come before the generic
 * /v1/{recurso}/… family, which comes before the /v1/<r>/{id} CRUD paths. In two parts, so the
 * demo's start can load the second one when a call first needs it (mocks/browser-api.ts); behind the
 * one door of every call (mocks/kit/dispatch.ts).
 */
export function createHandlers(ctx: MockContext): Array<HttpHandler | WebSocketHandler> {
  return [answering(ctx, [...sessionStartHandlers(ctx), ...pageDataHandlers(ctx)]), ctx.live.handler];
}
