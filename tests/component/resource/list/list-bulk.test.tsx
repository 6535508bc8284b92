import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as msw } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cidade, Motivo } from '@generated/api/model';
import { qaSettings } from '@mocks/kit/qa';
import { findNames, renderList, setupListPage } from './support';

const { api, signIn, apiStatus } = setupListPage();

afterEach(() => {
  qaSettings.failures.splice(0);
  vi.restoreAllMocks();
});

// jsdom does no layout (offsetParent is null), so PrimeReact's popup menu would stay hidden: give it one.
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
});
afterAll(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
});

/** The first page of cities in the list's default order, as the API has it (the tests' locks stay in the mock API). */
async function firstPage(token: string): Promise<Cidade[]> {
  const response = await api.call(token, '/v1/cidades?ordenacao=nome,asc&limitePagina=10');
  return ((await response.json()) as { items: Cidade[] }).items;
}

const rowBox = (name: string) => screen.getByRole('checkbox', { name: `Selecionar ${name}` });
const pageBox = () => screen.getByRole('checkbox', { name: 'Selecionar todos desta página' });
const bar = () => screen.getByRole('group', { name: 'Ações da seleção' });
const REASON = 'cadastro duplicado na base do ibge';

describe('ResourceListPage: row selection', () => {
  it('selects rows one by one (Space too) and all of the page; the header says checked, mixed or unchecked', async () => {
    const token = await signIn();
    const user = userEvent.setup();
    renderList();
    const names = await findNames();
    expect(names).toEqual((await firstPage(token)).map((cidade) => cidade.nome));
    expect(pageBox()).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Ações da seleção' })).not.toBeInTheDocument();

    await user.click(rowBox(names[0]));
    rowBox(names[2]).focus();
    await user.keyboard(' ');
    expect(rowBox(names[2])).toBeChecked();
    expect(pageBox()).toBePartiallyChecked();
    expect(within(bar()).getByRole('status')).toHaveTextContent('2 selecionados');

    await user.click(pageBox());
    expect(names.every((name) => (rowBox(name) as HTMLInputElement).checked)).toBe(true);
    expect(pageBox()).toBeChecked();
    expect(within(bar()).getByRole('status')).toHaveTextContent('10 selecionados');

    await user.click(pageBox());
    expect(names.some((name) => (rowBox(name) as HTMLInputElement).checked)).toBe(false);
    expect(screen.queryByRole('group', { name: 'Ações da seleção' })).not.toBeInTheDocument();
  });

  it('keeps the selection through a refresh of the same page, and clears it on another page or tab (coming back brings nothing back)', async () => {
    await signIn();
    const user = userEvent.setup();
    const { queryClient } = renderList();
    const names = await findNames();
    await user.click(rowBox(names[1]));
    await user.click(rowBox(names[3]));
    await queryClient.invalidateQueries();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(rowBox(names[1])).toBeChecked();
    expect(within(bar()).getByRole('status')).toHaveTextContent('2 selecionados');

    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: `Selecionar ${names[1]}` })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(await screen.findByRole('checkbox', { name: `Selecionar ${names[1]}` })).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Ações da seleção' })).not.toBeInTheDocument();

    await user.click(rowBox(names[1]));
    await user.click(screen.getByRole('tab', { name: 'Ativos' }));
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Ações da seleção' })).not.toBeInTheDocument(),
    );
  });

  it('offers a user who may only view the list the export of the selection, not Inativar or Ativar', async () => {
    await signIn('suporte@retaguarda.dev');
    const user = userEvent.setup();
    renderList();
    const names = await findNames();
    await user.click(rowBox(names[0]));
    expect(within(bar()).getByRole('button', { name: 'Exportar seleção' })).toBeInTheDocument();
    expect(within(bar()).queryByRole('button', { name: 'Inativar' })).not.toBeInTheDocument();
    expect(within(bar()).queryByRole('button', { name: 'Ativar' })).not.toBeInTheDocument();
  });
});

describe('ResourceListPage: bulk lock and export of the selection', () => {
  /** Export URLs the page asks for. */
  const exports: URL[] = [];
  const record = ({ request }: { request: Request }) => {
    if (request.url.includes('/exporta-')) exports.push(new URL(request.url));
  };
  beforeEach(() => {
    exports.length = 0;
    api.server.events.on('request:start', record);
  });
  afterEach(() => {
    api.server.events.removeListener('request:start', record);
  });

  it('inactivates the selection with one reason: each record’s history has it, the inactive one is skipped, a failure is reported', async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const page = await firstPage(token);
    // Four records whose ids do not start one another's (the forced failure matches a path's prefix).
    const chosen = page
      .filter((cidade) => cidade.ativo)
      .filter(
        (cidade, _, all) =>
          !all.some((other) => other !== cidade && String(other.id).startsWith(String(cidade.id))),
      )
      .slice(0, 4);
    const [alreadyInactive, failing, ...locked] = chosen;
    await api.call<Motivo>(token, `/v1/cidades/inativa/${alreadyInactive.id}`, {
      method: 'PUT',
      json: { motivo: 'INATIVADA ANTES DO TESTE' },
    });
    qaSettings.failures.push({
      method: 'PUT',
      path: `/v1/cidades/inativa/${failing.id}`,
      status: 422,
      erro: 'Cidade em uso por uma praça de pedágio',
    });
    renderList();
    await findNames();
    for (const cidade of chosen) await user.click(rowBox(cidade.nome));
    expect(within(bar()).getByRole('status')).toHaveTextContent('4 selecionados');

    await user.click(within(bar()).getByRole('button', { name: 'Inativar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inativar registros' });
    expect(dialog).toHaveTextContent('3 serão inativados; 1 já está inativo e será ignorado.');
    // The single record's reason rules: too short is refused at the field, nothing is sent.
    await user.type(within(dialog).getByLabelText('Motivo'), 'curto');
    await user.click(within(dialog).getByRole('button', { name: 'Inativar' }));
    expect(await within(dialog).findByText('Mínimo 15 caracteres')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Motivo'));
    await user.type(within(dialog).getByLabelText('Motivo'), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Inativar' }));

    expect(await within(dialog).findByText('2 inativados, 1 falhou')).toBeInTheDocument();
    expect(within(dialog).getByText('1 já estava inativo (ignorado)')).toBeInTheDocument();
    expect(
      within(dialog).getByText(`${failing.nome}: Cidade em uso por uma praça de pedágio`),
    ).toBeInTheDocument();
    for (const cidade of locked) {
      const status = await apiStatus(token, 'cidades', cidade.id);
      expect(status.ativo).toBe(false);
      expect(status.historico[0].motivo).toBe(REASON.toUpperCase());
    }
    expect((await apiStatus(token, 'cidades', failing.id)).ativo).toBe(true);
    // The inactive record was not sent again: its history keeps the earlier reason on top.
    expect((await apiStatus(token, 'cidades', alreadyInactive.id)).historico[0].motivo).toBe(
      'INATIVADA ANTES DO TESTE',
    );

    // The summary's own button (the drawer's corner one is named 'Fechar' too).
    await user.click(within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    // The list refreshed: the locked rows read Inativo; only the failed record stays selected.
    for (const cidade of locked) {
      await waitFor(() =>
        expect(within(rowBox(cidade.nome).closest('tr')!).getByText('Inativo')).toBeInTheDocument(),
      );
    }
    expect(rowBox(failing.nome)).toBeChecked();
    expect(within(bar()).getByRole('status')).toHaveTextContent('1 selecionado');
  });

  it('sends nothing twice and cannot be closed while it runs; the list is asked again once, at the end', async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const page = await firstPage(token);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    // Holds every inactivation, then lets it through to the mock API.
    api.server.use(
      msw.put('*/v1/cidades/inativa/:id', async ({ params }) => {
        sent.push(String(params.id));
        await held;
      }),
    );
    const lists: string[] = [];
    const onList = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/v1/cidades'))
        lists.push(request.url);
    };
    api.server.events.on('request:start', onList);
    renderList();
    await findNames();
    for (const cidade of page.filter((one) => one.ativo).slice(0, 6)) await user.click(rowBox(cidade.nome));
    await user.click(within(bar()).getByRole('button', { name: 'Inativar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inativar registros' });
    await user.type(within(dialog).getByLabelText('Motivo'), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Inativar' }));
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(within(dialog).getByRole('button', { name: 'Inativar' })).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Inativando… 0 de 6');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Inativar registros' })).toBeInTheDocument();
    const listsBefore = lists.length;
    release();
    expect(await within(dialog).findByText('6 inativados')).toBeInTheDocument();
    expect(sent).toHaveLength(6);
    expect(new Set(sent).size).toBe(6);
    await waitFor(() => expect(lists.length).toBe(listsBefore + 1));
    api.server.events.removeListener('request:start', onList);
  });

  it('exports only the selected records, in the list’s order', async () => {
    const token = await signIn();
    const user = userEvent.setup();
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      writable: true,
      value: vi.fn(() => 'blob:test'),
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderList('/dashboard/cidades?ordem=nome%2Cdesc');
    const names = await findNames();
    await user.click(rowBox(names[4]));
    await user.click(rowBox(names[1]));
    await user.click(within(bar()).getByRole('button', { name: 'Exportar seleção' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Exportar Excel' }));
    await waitFor(() => expect(downloads).toEqual([expect.stringMatching(/^cidades-\d{8}-\d{4}\.xlsx$/)]));
    const url = exports[0];
    expect(url.pathname).toMatch(/\/v1\/cidades\/exporta-excel$/);
    expect(url.searchParams.get('ordenacao')).toBe('nome,desc');
    const response = await api.call(token, '/v1/cidades?ordenacao=nome,desc&limitePagina=10');
    const shown = ((await response.json()) as { items: Cidade[] }).items;
    expect(url.searchParams.getAll('ids').sort()).toEqual([String(shown[1].id), String(shown[4].id)].sort());
    expect([...url.searchParams.keys()].sort()).toEqual(['ids', 'ids', 'ordenacao']);
  });
});
