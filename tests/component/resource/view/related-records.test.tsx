import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EmpresasViewPage } from '@generated/pages/empresas/view-page';
import { qaSettings } from '@mocks/kit/qa';
import type { PermissaoInput } from '@generated/api/model';
import { endTestSession, renderApp } from '../../session/support';
import { setupResourceKit } from '../support';

/**
 * The customer's view page as generated from the manifest (issue 34): its branches, units, users and open
 * tickets, each with its count, its first rows linking to their records and 'Ver todos' opening the list
 * filtered to the customer; a section that fails says so with 'Tentar novamente' while the page stays;
 * a section the user may not open is not there; the plan is a link where the user may view plans.
 */

const { api, signIn } = setupResourceKit();

afterEach(() => {
  qaSettings.failures.splice(0);
});

/** Every status but FECHADO: the customer's open tickets. */
const OPEN = [
  'EM_ABERTO',
  'EM_ANALISE',
  'A_DESENVOLVER',
  'EM_ANDAMENTO',
  'AGUARDANDO_RESPOSTA_CLIENTE',
  'AGUARDANDO_RESPOSTA_SUPORTE',
];

interface Listed {
  items: Array<{ id: number; nome?: string; email?: string; codigoSequencial?: number }>;
  totalItens: number;
}

async function list(token: string, path: string): Promise<Listed> {
  return (await (await api.call(token, path)).json()) as Listed;
}

/** A seeded customer with branches, units, users and open tickets, and what the API lists of each. */
async function customerWithEverything(token: string) {
  const statuses = OPEN.map((status) => `status=${status}`).join('&');
  const open = (await (
    await api.call(token, `/v1/chamados?${statuses}&limitePagina=100&pagina=1`)
  ).json()) as {
    items: Array<{ empresa: { id: number } | null }>;
  };
  for (const id of new Set(open.items.flatMap((ticket) => (ticket.empresa ? [ticket.empresa.id] : [])))) {
    const lists = {
      branches: await list(
        token,
        `/v1/filiais?empresaId=${id}&situacao=ALL&ordenacao=nome,asc&limitePagina=10&pagina=1`,
      ),
      units: await list(
        token,
        `/v1/unidades?empresaId=${id}&situacao=ALL&ordenacao=nome,asc&limitePagina=10&pagina=1`,
      ),
      users: await list(
        token,
        `/v1/usuarios?empresaId=${id}&situacao=ALL&ordenacao=nome,asc&limitePagina=10&pagina=1`,
      ),
      tickets: await list(
        token,
        `/v1/chamados?empresaId=${id}&${statuses}&ordenacao=createdAt,desc&limitePagina=10&pagina=1`,
      ),
    };
    if (Object.values(lists).every((listed) => listed.totalItens > 0)) {
      const customer = (await (await api.call(token, `/v1/empresas/${id}`)).json()) as {
        id: number;
        planoId: number;
        plano: { descricao: string };
      };
      return { customer, ...lists };
    }
  }
  throw new Error('no seeded customer has branches, units, users and open tickets');
}

function renderCustomer(id: number) {
  return renderApp(`/dashboard/empresas/${id}/consulta`, [
    { path: '/dashboard/empresas/:customerId/consulta', element: <EmpresasViewPage /> },
    { path: '*', element: <h1>Outra página</h1> },
  ]);
}

const region = (title: string) =>
  screen.findByRole('region', { name: new RegExp(`^${title} \\(\\d+ no total\\)$`) });

describe("a customer's related records", () => {
  it("shows each list's count, its first five rows as links to their records, and 'Ver todos' filtered to the customer", async () => {
    const token = await signIn();
    const { customer, branches, units, users, tickets } = await customerWithEverything(token);
    renderCustomer(customer.id);

    const sections = [
      [
        'Filiais',
        branches,
        (id: number) => `/dashboard/filiais/${id}/consulta`,
        `/dashboard/filiais?empresaId=${customer.id}`,
      ],
      [
        'Unidades',
        units,
        (id: number) => `/dashboard/unidades/${id}/consulta`,
        `/dashboard/unidades?empresaId=${customer.id}`,
      ],
      [
        'Usuários',
        users,
        (id: number) => `/dashboard/usuarios/${id}/consulta`,
        `/dashboard/usuarios?empresaId=${customer.id}`,
      ],
      [
        'Chamados abertos',
        tickets,
        (id: number) => `/dashboard/chamados/${id}/detalhes`,
        `/dashboard/chamados?empresaId=${customer.id}&status=${OPEN.join('%2C')}`,
      ],
    ] as const;
    for (const [title, listed, recordPath, all] of sections) {
      const section = await region(title);
      expect(section).toHaveAccessibleName(`${title} (${listed.totalItens} no total)`);
      const links = await within(section).findAllByRole('link', { name: (name) => name !== 'Ver todos' });
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        listed.items.slice(0, 5).map((item) => recordPath(item.id)),
      );
      expect(within(section).getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', all);
    }
    // Each row with its identifying detail: a user's e-mail, a ticket's code and title.
    const firstUser = within(await region('Usuários')).getAllByRole('listitem')[0];
    expect(firstUser).toHaveTextContent(`${users.items[0].nome}${users.items[0].email}`);
    const firstTicket = within(await region('Chamados abertos')).getAllByRole('listitem')[0];
    expect(within(firstTicket).getByRole('link')).toHaveTextContent(
      new RegExp(`^#${tickets.items[0].codigoSequencial} `),
    );
    // The plan, a reference, leads to its record.
    expect(screen.getByRole('link', { name: customer.plano.descricao })).toHaveAttribute(
      'href',
      `/dashboard/planos/${customer.planoId}/consulta`,
    );
  });

  it("says which list failed to load, with 'Tentar novamente', while the page and the other lists stay", async () => {
    const token = await signIn();
    const { customer, units } = await customerWithEverything(token);
    qaSettings.failures.push({ method: 'GET', path: '/v1/unidades', status: 500 });
    const user = userEvent.setup();
    renderCustomer(customer.id);

    const failed = await screen.findByRole('region', { name: 'Unidades' });
    const alert = await within(failed).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar a lista de unidades.');
    expect(screen.getByRole('heading', { level: 1, name: 'Consultar cliente' })).toBeInTheDocument();
    expect(await region('Filiais')).toBeInTheDocument();

    qaSettings.failures.splice(0);
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await region('Unidades')).toHaveAccessibleName(`Unidades (${units.totalItens} no total)`);
  });

  it('leaves out the lists the user may not open and shows references as text where the record may not be viewed', async () => {
    const admin = await signIn();
    const { customer } = await customerWithEverything(admin);
    // The support profile may view customers and branches only.
    const granted = await api.call<PermissaoInput>(admin, '/v1/permissoes/2', {
      method: 'PUT',
      json: { descricao: 'SUPORTE NÍVEL 1', admin: true, acoes: ['CON_EMP', 'CON_FIL'] },
    });
    expect(granted.status).toBe(200);
    endTestSession();
    await signIn('suporte@retaguarda.dev');
    renderCustomer(customer.id);

    expect(await region('Filiais')).toBeInTheDocument();
    expect(await region('Chamados abertos')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Unidades/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Usuários/ })).not.toBeInTheDocument();
    const data = screen.getByRole('region', { name: 'Dados gerais' });
    expect(within(data).getByText(customer.plano.descricao)).toBeInTheDocument();
    expect(within(data).queryByRole('link')).not.toBeInTheDocument();
  });
});
