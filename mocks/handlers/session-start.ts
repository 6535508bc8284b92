import type { HttpHandler } from 'msw';
import type { MockContext } from '../kit/context';
import { notificationHandlers } from './notifications';
import { sessionHandlers } from './session';

/**
 * The first part of the handler list: what a session starts with, the calls every signed-in page makes
 * first (sign-in, the session's profile and permissions, the notifications' count). Light on purpose:
 * the contract's schemas of the resources stay in page-data.ts, which the demo loads only when a call
 * needs it.
 */
export function sessionStartHandlers(ctx: MockContext): HttpHandler[] {
  return [...sessionHandlers(ctx), ...notificationHandlers(ctx)];
}
