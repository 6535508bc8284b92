import type { HttpHandler, WebSocketHandler } from 'msw';
import type { MockContext } from '../kit/context';
import { qaHandler } from '../kit/qa';
import { resourceHandlers, type ResourceDefinition } from '../kit/resource';
import { resourceDefinitions } from '../resources';
import { cloudHandlers } from './cloud';
import { customerHandlers } from './customers';
import { fileHandlers } from './files';
import { frontRoutineHandlers } from './front-routines';
import { genericHandlers } from './generic';
import { geocodeHandlers } from './geocode';
import { importHandlers } from './imports';
import { notificationHandlers } from './notifications';
import { sessionHandlers } from './session';
import { ticketHandlers } from './tickets';
import { utilsHandlers } from './utils';

/**
 * The one handler list of the mock API, used by the browser worker, the Node server of the tests
 * and the end-to-end runs. Order matters: specific paths come before the generic
 * /v1/{recurso}/… family, which comes before the /v1/<r>/{id} CRUD paths.
 */
export function createHandlers(ctx: MockContext): Array<HttpHandler | WebSocketHandler> {
  return [
    qaHandler(ctx.apiBase),
    ...sessionHandlers(ctx),
    ...notificationHandlers(ctx),
    ...ticketHandlers(ctx),
    ...customerHandlers(ctx),
    ...utilsHandlers(ctx),
    ...fileHandlers(ctx),
    ...geocodeHandlers(ctx),
    ...importHandlers(ctx),
    ...cloudHandlers(ctx),
    ...frontRoutineHandlers(ctx),
    ...genericHandlers(ctx),
    ...Object.values(resourceDefinitions).flatMap((definition) =>
      resourceHandlers(ctx, definition as unknown as ResourceDefinition),
    ),
    ctx.live.handler,
  ];
}
