import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type {
  AlteraResponsaveisInput,
  AlteraStatusChamadoInput,
  Chamado,
  ChamadoInput,
  ComentarioInput,
  FechaChamadoInput,
  StatusAlteravelChamado,
} from '@generated/api/model';
import { DEMO_ACCOUNTS } from '@mocks/db/seed/accounts';
import { TicketDetailsPage } from '@/features/tickets/details/ticket-details-page';
import { http } from '@/lib/http/client';
import { installSessionInterceptors } from '@/lib/session/session-interceptors';
import { multipart } from '../../request-body';
import { setupMockApi } from '../../unit/mocks/support';
import { endTestSession, renderApp, startSession } from '../session/support';

export { DEMO_ACCOUNTS };

/**
 * The mock API with a clock the test controls (`clock.offsetMs` shifts it from the real time, e.g. to
 * write a comment "10 minutes ago"), the session interceptors, and sign-out after each test.
 * `uploads`: the app's calls go through axios' fetch adapter, so multipart bodies with files reach the
 * mock API as in a browser (import '../profile/node-file-globals' first in such a file).
 */
export function setupTicketDetails({ uploads = false } = {}) {
  const clock = { offsetMs: 0 };
  const api = setupMockApi({ now: () => new Date(Date.now() + clock.offsetMs) });
  beforeAll(() => installSessionInterceptors(http));
  if (uploads) {
    const { adapter, baseURL } = http.defaults;
    beforeAll(() => {
      http.defaults.adapter = 'fetch';
      http.defaults.baseURL = new URL(baseURL ?? '/dev/api', window.location.origin).href;
    });
    afterAll(() => {
      http.defaults.adapter = adapter;
      http.defaults.baseURL = baseURL;
    });
  }
  afterEach(() => {
    cleanup();
    endTestSession();
    clock.offsetMs = 0;
  });

  /** Signs the UI in (session store + cookies) and returns a token to prepare data through the API. */
  async function signIn(email: string = DEMO_ACCOUNTS.admin.email): Promise<string> {
    await startSession(api, email);
    return (await api.login(email)).token;
  }

  async function expectOk(response: Response): Promise<Chamado> {
    if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Chamado;
  }

  /** A new open ticket of the first customer, assigned to the suporte and admin accounts. */
  async function openTicket(
    token: string,
    descricao = '<p>Descrição do chamado de teste</p>',
  ): Promise<Chamado> {
    const body = multipart<ChamadoInput>({
      setor: 'FINANCEIRO',
      titulo: 'Boleto de novembro com valor divergente',
      descricao,
      empresaId: api.ctx.db.resources.empresas.all()[0].id,
    });
    const created = await expectOk(await api.call(token, '/v1/chamados', { method: 'POST', body }));
    return expectOk(
      await api.call<AlteraResponsaveisInput>(token, `/v1/chamados/altera-responsaveis/${created.id}`, {
        method: 'PUT',
        json: { responsaveis: [DEMO_ACCOUNTS.suporte.id, DEMO_ACCOUNTS.admin.id] },
      }),
    );
  }

  /** A comment written `minutesAgo` minutes ago by the token's user. */
  async function comment(
    token: string,
    ticketId: number,
    comentario: string,
    { privado = false, minutesAgo = 0 } = {},
  ) {
    const body = multipart<ComentarioInput>({ comentario, privado });
    clock.offsetMs = -minutesAgo * 60_000;
    try {
      return await expectOk(
        await api.call(token, `/v1/chamados/comentario/${ticketId}`, { method: 'POST', body }),
      );
    } finally {
      clock.offsetMs = 0;
    }
  }

  async function changeStatus(token: string, ticketId: number, status: StatusAlteravelChamado) {
    const body = multipart<AlteraStatusChamadoInput>({ status });
    return expectOk(await api.call(token, `/v1/chamados/altera-status/${ticketId}`, { method: 'PUT', body }));
  }

  async function closeTicket(token: string, ticketId: number, solicitacaoResolvida = true) {
    return expectOk(
      await api.call<FechaChamadoInput>(token, `/v1/chamados/fecha-chamado/${ticketId}`, {
        method: 'PUT',
        json: { solicitacaoResolvida },
      }),
    );
  }

  /** The ticket as the API has it now. */
  async function ticket(token: string, ticketId: number) {
    return expectOk(await api.call(token, `/v1/chamados/${ticketId}`));
  }

  return { api, clock, signIn, openTicket, comment, changeStatus, closeTicket, ticket };
}

/** The details page at its route (and a stand-in list page for the back link). */
export function renderDetails(ticketId: number | string) {
  return renderApp(`/dashboard/chamados/${ticketId}/detalhes`, [
    { path: '/dashboard/chamados/:ticketId/detalhes', element: <TicketDetailsPage /> },
    { path: '/dashboard/chamados', element: <h1>Lista de chamados</h1> },
  ]);
}
