import { HttpResponse, http, type HttpHandler } from 'msw';
import { DeletaRotinaFrontEndParams } from '@generated/zod/rotinas-front-end/rotinas-front-end';
import { authed } from '../kit/auth';
import { apiPath, type MockContext } from '../kit/context';
import { notFound } from '../kit/respond';
import { parseRequest } from '../kit/validation';

/** The code that allows deleting a front-end routine. */
export const DELETE_FRONT_ROUTINE = 'DEL_FRONT_ROT';

/**
 * DELETE /v1/rotinas-front-end/{id}: removes the screen for good (its lock history too), for holders of
 * DEL_FRONT_ROT; 204, or 404 when there is no such screen.
 */
export function frontRoutineHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.delete(
      apiPath(ctx, '/v1/rotinas-front-end/:id'),
      authed(
        ctx,
        ({ params }) => {
          const parsed = parseRequest(DeletaRotinaFrontEndParams, params);
          if (!parsed.ok) return parsed.response;
          const removed = ctx.db.resources['rotinas-front-end'].remove(parsed.data.id);
          return removed ? new HttpResponse(null, { status: 204 }) : notFound('Rotina de front-end', 'f');
        },
        [DELETE_FRONT_ROUTINE],
      ),
    ),
  ];
}
