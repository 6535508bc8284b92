import type { HttpHandler } from 'msw';
import { contractOperations } from '@generated/tables/operations';
import * as contractSchemas from '@generated/zod';
import { checkAnswersAgainst } from '../kit/contract-answers';
import type { MockContext } from '../kit/context';
import { resourceHandlers, type ResourceDefinition } from '../kit/resource';
import { resourceDefinitions } from '../resources';
import { cloudHandlers } from './cloud';
import { customerHandlers } from './customers';
import { fileHandlers } from './files';
import { frontRoutineHandlers } from './front-routines';
import { genericHandlers } from './generic';
import { geocodeHandlers } from './geocode';
import { importHandlers } from './imports';
import { ticketHandlers } from './tickets';
import { utilsHandlers } from './utils';

/**
 * The rest of the HTTP handler list, after session-start.ts: the data the pages read and change, that is
 * tickets, customers, files, the generic /v1/{recurso}/… family, then the /v1/<r>/{id} CRUD paths (in
 * this order: specific paths first).
 */
export function pageDataHandlers(ctx: MockContext): HttpHandler[] {
  // With them, the whole contract's schemas: the mock's door checks every answer against them from now on.
  checkAnswersAgainst({ routes: contractOperations, schemas: contractSchemas });
  return [
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
  ];
}
