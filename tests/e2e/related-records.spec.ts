import type { Page } from '@playwright/test';
import type { PermissaoInput } from '../../generated/api/model';
import { expect, test } from './test';
import { apiCall, apiLogin, expectSettled, signInAs, waitForMockApi } from './support';

/**
 * Records that lead to each other (issue 34): a customer's view shows its branches, units, users and open
 * tickets, each with its count, its first rows linking to their records and 'Ver todos' opening the list
 * filtered to the customer (the filter shown as a chip); a branch shows its units and leads to its
 * customer and its configuration; references are links where the user may view the record.
 */

test.describe.configure({ timeout: 90_000 });

interface Page_<T> {
  items: T[];
  totalItens: number;
}
interface Customer {
  id: number;
  nome: string;
  planoId: number;
  plano: { descricao: string };
}
interface Branch {
  id: number;
  codigo: number;
  nome: string;
  fantasia: string | null;
  endereco: { cidade: { id: number; nome: string } };
}
/** Every status but FECHADO, as the customer's page counts its open tickets. */
const OPEN = [
  'EM_ABERTO',
  'EM_ANALISE',
  'A_DESENVOLVER',
  'EM_ANDAMENTO',
  'AGUARDANDO_RESPOSTA_CLIENTE',
  'AGUARDANDO_RESPOSTA_SUPORTE',
];

interface Expected {
  customer: Customer;
  branches: number;
  units: number;
  users: number;
  openTickets: number;
  /** A branch of the customer with units. */
  branch: Branch;
  branchUnits: number;
}

/** The counts the API gives for a customer, asked directly (the expectations of the page). */
async function countsOf(page: Page, token: string, id: number) {
  const count = async (path: string) =>
    (await apiCall<Page_<unknown>>(page, path, { token })).body.totalItens;
  return {
    branches: await count(`/v1/filiais?empresaId=${id}&situacao=ALL&limitePagina=10&pagina=1`),
    units: await count(`/v1/unidades?empresaId=${id}&situacao=ALL&limitePagina=10&pagina=1`),
    users: await count(`/v1/usuarios?empresaId=${id}&situacao=ALL&limitePagina=10&pagina=1`),
    openTickets: await count(
      `/v1/chamados?empresaId=${id}&${OPEN.map((status) => `status=${status}`).join('&')}&limitePagina=10&pagina=1`,
    ),
  };
}

/** A seeded customer with branches (one of them with units), units, users and open tickets. */
async function customerWithEverything(page: Page): Promise<Expected> {
  const token = await apiLogin(page);
  const tickets = await apiCall<Page_<{ empresa: { id: number } | null }>>(
    page,
    `/v1/chamados?${OPEN.map((status) => `status=${status}`).join('&')}&limitePagina=100&pagina=1`,
    { token },
  );
  const ids = [
    ...new Set(tickets.body.items.flatMap((ticket) => (ticket.empresa ? [ticket.empresa.id] : []))),
  ];
  for (const id of ids) {
    const counts = await countsOf(page, token, id);
    if (Object.values(counts).some((count) => count === 0)) continue;
    // Among the five the customer's page shows (by name, as the branches list orders them).
    const branches = await apiCall<Page_<Branch>>(
      page,
      `/v1/filiais?empresaId=${id}&situacao=ALL&ordenacao=nome,asc&limitePagina=10&pagina=1`,
      { token },
    );
    for (const branch of branches.body.items.slice(0, 5)) {
      const units = await apiCall<Page_<unknown>>(
        page,
        `/v1/unidades?empresaId=${id}&filialId=${branch.id}&situacao=ALL&limitePagina=10&pagina=1`,
        { token },
      );
      if (units.body.totalItens === 0) continue;
      const customer = (await apiCall<Customer>(page, `/v1/empresas/${id}`, { token })).body;
      return { customer, ...counts, branch, branchUnits: units.body.totalItens };
    }
  }
  throw new Error('no seeded customer has branches with units, users and open tickets');
}

const section = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title}`) });
const branchLabel = (branch: Branch) => `${branch.codigo} - ${branch.fantasia || branch.nome}`;

test("customer → its branches → a branch → its units → back to the customer → its open tickets, each 'Ver todos' a list filtered to it", async ({
  page,
}) => {
  await page.goto('/');
  await waitForMockApi(page);
  const expected = await customerWithEverything(page);
  const { customer, branch } = expected;

  await signInAs(page, 'admin@retaguarda.dev', `/dashboard/empresas/${customer.id}/consulta`);
  await expectSettled(page, 'Consultar cliente');
  // Each section: its count (read with the title), at most five rows, each a link to its record.
  for (const [title, count] of [
    ['Filiais', expected.branches],
    ['Unidades', expected.units],
    ['Usuários', expected.users],
    ['Chamados abertos', expected.openTickets],
  ] as const) {
    const region = section(page, title);
    await expect(region).toHaveAccessibleName(`${title} (${count} no total)`);
    await expect(
      region.getByRole('heading', { level: 2 }).getByText(String(count), { exact: true }),
    ).toBeVisible();
    await expect(region.getByRole('listitem')).toHaveCount(Math.min(count, 5));
    await expect(region.getByRole('listitem').getByRole('link')).toHaveCount(Math.min(count, 5));
    await expect(region.getByRole('link', { name: 'Ver todos' })).toBeVisible();
  }
  await expect(section(page, 'Usuários').getByRole('listitem').first()).toContainText('@');
  await expect(section(page, 'Chamados abertos').getByRole('listitem').first().getByRole('link')).toHaveText(
    /^#\d+ /,
  );

  // 'Ver todos' of the branches: the branches list filtered to the customer, the filter as a chip.
  await section(page, 'Filiais').getByRole('link', { name: 'Ver todos' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/dashboard/filiais' && url.search === `?empresaId=${customer.id}`,
  );
  await expectSettled(page, 'Filiais');
  const chips = page.getByRole('group', { name: 'Filtros aplicados' });
  await expect(chips.getByRole('listitem')).toHaveText([`Cliente: ${customer.nome}`]);
  await expect(page.getByText(new RegExp(`^1–\\d+ de ${expected.branches}$`))).toBeVisible();

  // A branch: its units, its customer and its configuration.
  await page.getByRole('table').getByRole('link', { name: branch.nome, exact: true }).first().click();
  await expectSettled(page, 'Consultar filial');
  await expect(page.getByText(branchLabel(branch), { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Configurações' })).toHaveAttribute(
    'href',
    `/dashboard/filiais/${branch.id}/configuracoes`,
  );
  const units = section(page, 'Unidades');
  await expect(units).toHaveAccessibleName(`Unidades (${expected.branchUnits} no total)`);
  await expect(units.getByRole('link', { name: 'Ver todos' })).toHaveAttribute(
    'href',
    `/dashboard/unidades?filialId=${branch.id}&empresaId=${customer.id}`,
  );
  const firstUnit = units.getByRole('listitem').first().getByRole('link');
  const unitLabel = (await firstUnit.textContent()) ?? '';
  await firstUnit.click();
  await expectSettled(page, 'Consultar unidade');
  await expect(page.getByText(unitLabel, { exact: true })).toBeVisible();
  // The unit leads back to its branch (a reference) …
  await page.getByRole('link', { name: branchLabel(branch), exact: true }).click();
  await expectSettled(page, 'Consultar filial');
  // … and the branch to its customer.
  await page.getByRole('link', { name: customer.nome, exact: true }).click();
  await expectSettled(page, 'Consultar cliente');
  await expect(page).toHaveURL((url) => url.pathname === `/dashboard/empresas/${customer.id}/consulta`);

  // 'Ver todos' of the open tickets: the queue on 'Todos', narrowed to the open statuses and the customer.
  await section(page, 'Chamados abertos').getByRole('link', { name: 'Ver todos' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/dashboard/chamados' &&
      url.searchParams.get('empresaId') === String(customer.id) &&
      url.searchParams.get('status') === OPEN.join(','),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Chamados' })).toBeVisible();
  const ticketChips = page.getByRole('group', { name: 'Filtros aplicados' }).getByRole('listitem');
  await expect(ticketChips.filter({ hasText: customer.nome })).toHaveCount(1);
  await expect(page.getByText(new RegExp(`^1–\\d+ de ${expected.openTickets}$`))).toBeVisible();
});

test("a reference opens its record: a customer's plan, a branch's city", async ({ page }) => {
  await page.goto('/');
  await waitForMockApi(page);
  const { customer, branch } = await customerWithEverything(page);
  await signInAs(page, 'admin@retaguarda.dev', `/dashboard/empresas/${customer.id}/consulta`);
  await expectSettled(page, 'Consultar cliente');
  await page.getByRole('link', { name: customer.plano.descricao, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/dashboard/planos/${customer.planoId}/consulta`);
  await expectSettled(page, 'Consultar plano');
  await expect(page.getByText(customer.plano.descricao, { exact: true }).first()).toBeVisible();

  await page.goto(`/dashboard/filiais/${branch.id}/consulta`);
  await expectSettled(page, 'Consultar filial');
  const city = branch.endereco.cidade;
  await page.getByRole('link', { name: city.nome, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/dashboard/cidades/${city.id}/consulta`);
  await expectSettled(page, 'Consultar cidade');
});

test('a user who may view customers and branches only sees no units, users or links to plans, servers and cities', async ({
  page,
}) => {
  await page.goto('/');
  await waitForMockApi(page);
  const { customer, branch } = await customerWithEverything(page);
  // The support profile (suporte@retaguarda.dev) is given the view codes of customers and branches only.
  const granted = await apiCall<unknown, PermissaoInput>(page, '/v1/permissoes/2', {
    method: 'PUT',
    token: await apiLogin(page),
    json: { descricao: 'SUPORTE NÍVEL 1', admin: true, acoes: ['CON_EMP', 'CON_FIL'] },
  });
  expect(granted.status).toBe(200);

  await signInAs(page, 'suporte@retaguarda.dev', `/dashboard/empresas/${customer.id}/consulta`);
  await expectSettled(page, 'Consultar cliente');
  await expect(section(page, 'Filiais')).toBeVisible();
  await expect(section(page, 'Chamados abertos')).toBeVisible();
  await expect(section(page, 'Unidades')).toHaveCount(0);
  await expect(section(page, 'Usuários')).toHaveCount(0);
  // Plan and server are read, not links (no CON_PLANO, no CON_SERVIDOR); nor the address's city.
  const data = page.getByRole('region', { name: 'Dados gerais' });
  await expect(data.getByText(customer.plano.descricao, { exact: true })).toBeVisible();
  await expect(data.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Endereço' }).getByRole('link')).toHaveCount(0);

  await section(page, 'Filiais')
    .getByRole('link', { name: branchLabel(branch), exact: true })
    .click();
  await expectSettled(page, 'Consultar filial');
  await expect(section(page, 'Unidades')).toHaveCount(0);
  await expect(page.getByRole('link', { name: customer.nome, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: branch.endereco.cidade.nome, exact: true })).toHaveCount(0);
});
