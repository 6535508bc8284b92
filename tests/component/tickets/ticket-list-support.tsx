import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeAll, expect } from 'vitest';
import type { ChamadoResumo, PaginaChamados } from '@generated/api/model';
import { TicketListPage } from '@/features/tickets/list/ticket-list-page';
import { createQueryClient } from '@/lib/query/query-client';
import { API } from '../../unit/mocks/support';
import { setupResourceKit } from '../resource/support';
import { renderApp } from '../session/support';

/** The mock API, a signed-in user (see signIn) and the list calls the page makes. */
export function setupTicketList() {
  const kit = setupResourceKit();
  const listCalls: URL[] = [];
  beforeAll(() => {
    kit.api.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      // The page's calls (relative to the app's origin), not the test's own reads of the API.
      if (request.method === 'GET' && url.pathname.endsWith('/v1/chamados') && !API.startsWith(url.origin))
        listCalls.push(url);
    });
  });
  afterEach(() => {
    listCalls.length = 0;
  });

  /** The API's answer to a list query (what the rows must show). */
  async function apiPage(token: string, query: string): Promise<PaginaChamados> {
    const response = await kit.api.call(token, `/v1/chamados?${query}`);
    return (await response.json()) as PaginaChamados;
  }

  /** The codes ('#12') of the API's answer to a list query. */
  async function apiCodes(token: string, query: string): Promise<string[]> {
    return (await apiPage(token, query)).items.map(codeOf);
  }

  /** The last list call's params (repeated ones as arrays). */
  function lastParams(): Record<string, string | string[]> {
    const url = listCalls[listCalls.length - 1];
    const params: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(key);
      params[key] =
        values.length > 1 || key === 'status' || key === 'setor' || key === 'filtros' ? values : values[0];
    }
    return params;
  }

  return { ...kit, listCalls, apiPage, apiCodes, lastParams };
}

export const codeOf = (ticket: Pick<ChamadoResumo, 'codigoSequencial'>): string =>
  `#${ticket.codigoSequencial}`;

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** The tickets list at `path` (a memory router, StrictMode and the app's providers and query client). */
export function renderTicketList(path = '/dashboard/chamados') {
  const routes = [
    { path: '/dashboard/chamados', element: <TicketListPage /> },
    { path: '*', element: <Location /> },
  ];
  return renderApp(path, routes, createQueryClient());
}

/** The memory router's search params. */
export function searchOf(router: ReturnType<typeof renderTicketList>['router']): URLSearchParams {
  return new URLSearchParams(router.state.location.search);
}

/** The status tabs' row. */
export const statusTabs = (): HTMLElement => screen.getByRole('tablist', { name: 'Situação dos chamados' });
/** The queue's views' row. */
export const viewTabs = (): HTMLElement => screen.getByRole('tablist', { name: 'Visões da fila' });

/** A status tab by its label, with or without its count ('Aberto' or 'Aberto 12'). */
export function tabNamed(label: string): HTMLElement {
  return within(statusTabs()).getByRole('tab', { name: new RegExp(`^${label}( \\d+)?$`) });
}

/** A view by its label, with or without its count ('Atrasados' or 'Atrasados 16'). */
export function viewNamed(label: string): HTMLElement {
  return within(viewTabs()).getByRole('tab', { name: new RegExp(`^${label}( \\d+)?$`) });
}

/** The labels of the status tabs, without their counts. */
export function tabLabels(): string[] {
  return within(statusTabs())
    .getAllByRole('tab')
    .map((tab) => (tab.textContent ?? '').replace(/ \d+$/, ''));
}

export function table(): HTMLElement {
  return screen.getByRole('table', { name: 'Chamados' });
}

export function headers(): string[] {
  return within(table())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent ?? '');
}

/** The body rows (not the skeleton: rows with a ticket's title link). */
export function bodyRows(): HTMLElement[] {
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .filter((row) => within(row).queryByRole('link') !== null);
}

/** The texts of one column of the body rows, by its header. */
export function columnTexts(header: string): string[] {
  const index = headers().indexOf(header);
  return bodyRows().map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
}

/** The line under each row's title: its customer and sector ('ALMEIDA TRANSPORTES LTDA · Suporte'). */
export function titleSublines(): string[] {
  const index = headers().indexOf('Título');
  return bodyRows().map((row) => {
    const cell = within(row).getAllByRole('cell')[index];
    const title = within(cell).getByRole('link').textContent ?? '';
    return (cell.textContent ?? '').slice(title.length);
  });
}

/** Waits until the rows show exactly these ticket codes (in this order). */
export async function expectCodes(codes: string[]): Promise<void> {
  await waitFor(() => expect(columnTexts('Código')).toEqual(codes));
}

/** '1–10 de 12'. */
export function range(): string | null {
  return screen.getByText(/^\d+–\d+ de \d+$/).textContent;
}

/** The calendar day (yyyy-MM-dd) of a moment in Brazil, as the mock filters dates. */
export function dayInBrazil(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

/** yyyy-MM-dd → dd/MM/yyyy (as typed in the date inputs). */
export function typedDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
