import type { HttpHandler } from 'msw';
import type { MockContext } from '../kit/context';
import { notificationHandlers } from './notifications';
import { sessionHandlers } from './session';

/**
 * The first part of the handler list: what every signed-in page asks for first (sign-in, the session's
 * profile and permissions, the notifications' count). Light on purpose: the contract's schemas of the
 * resources stay in later.ts, which the demo loads only when a call needs it.
 */
export function startHandlers(ctx: MockContext): HttpHandler[] {
  return [...sessionHandlers(ctx), ...notificationHandlers(ctx)];
}
