import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as msw, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { rowsOnScreen } from '@/kit/list/use-staged-rows';
import { HOVER_INTENT_MS } from '@/ui/use-intent';
import { columnTexts, findNames, headers, renderList, searchOf, setupListPage, table } from './support';

const { api, signIn, listCalls, apiNames } = setupListPage();

const lastCall = () => listCalls[listCalls.length - 1];
const range = () => screen.getByText(/^\d+–\d+ de \d+$/).textContent;

describe('ResourceListPage: rows, tabs, search, paging and order', () => {
  it('shows the title, the first page of 10 rows in the default order, the status column and the summary', async () => {
    const token = await signIn();
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Cidades' })).toBeInTheDocument();
    expect(await findNames()).toEqual(await apiNames(token, 'ordenacao=nome,asc&limitePagina=10'));
    expect(headers()).toEqual(['Código IBGE', 'Nome', 'UF', 'Situação', 'Ações']);
    expect(columnTexts('Situação').every((text) => text === 'Ativo')).toBe(true);
    expect(range()).toBe('1–10 de 187');
    expect(Object.fromEntries(lastCall().searchParams)).toEqual({
      limitePagina: '10',
      pagina: '1',
      situacao: 'ALL',
      ordenacao: 'nome,asc',
    });
    expect(screen.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
  });

  it("filters on ativo with the tabs ('Inativos' = LOCK) and goes back to the first page", async () => {
    await signIn();
    const user = userEvent.setup();
    const { router } = renderList('/dashboard/cidades?pagina=3');
    await findNames();
    expect(range()).toBe('21–30 de 187');
    await user.click(screen.getByRole('tab', { name: 'Inativos' }));
    expect(await findNames(['Montes Claros'])).toEqual(['Montes Claros', 'Sorocaba']);
    expect(columnTexts('Situação')).toEqual(['Inativo', 'Inativo']);
    expect(lastCall().searchParams.get('situacao')).toBe('LOCK');
    expect(lastCall().searchParams.get('pagina')).toBe('1');
    expect(router.state.location.search).toBe('?situacao=inativos');
    await user.click(screen.getByRole('tab', { name: 'Ativos' }));
    await waitFor(() => expect(range()).toBe('1–10 de 185'));
    expect(searchOf(router).get('situacao')).toBe('ativos');
  });

  it('sends the search as filtros after the debounce, one term per word, from the first page', async () => {
    await signIn();
    const user = userEvent.setup();
    const { router } = renderList('/dashboard/cidades?pagina=2');
    await findNames();
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'rio  branco');
    expect(await findNames(['Rio Branco'])).toEqual(['Rio Branco']);
    expect(lastCall().searchParams.getAll('filtros')).toEqual(['rio', 'branco']);
    expect(lastCall().searchParams.get('pagina')).toBe('1');
    expect(
      listCalls
        .filter((url) => url.searchParams.has('filtros'))
        .map((url) => url.searchParams.getAll('filtros')),
    ).toEqual([['rio', 'branco']]);
    expect(searchOf(router).get('busca')).toBe('rio  branco');
    expect(searchOf(router).has('pagina')).toBe(false);
  });

  it("shows 'Nenhum registro encontrado' when nothing matches", async () => {
    await signIn();
    renderList('/dashboard/cidades?busca=zzzz');
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(range()).toBe('0–0 de 0');
  });

  it('pages with first / previous / next / last and changes the page size; back returns to the previous page', async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const { router } = renderList();
    await findNames();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(range()).toBe('11–20 de 187'));
    expect(columnTexts('Nome')).toEqual(await apiNames(token, 'ordenacao=nome,asc&limitePagina=10&pagina=2'));
    expect(searchOf(router).get('pagina')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Última página' }));
    await waitFor(() => expect(range()).toBe('181–187 de 187'));
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    await waitFor(() => expect(range()).toBe('171–180 de 187'));
    await router.navigate(-1);
    await waitFor(() => expect(range()).toBe('181–187 de 187'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página' }), '25');
    await waitFor(() => expect(range()).toBe('1–25 de 187'));
    expect(within(table()).getAllByRole('row')).toHaveLength(26);
    expect(router.state.location.search).toBe('?limite=25');
    expect(screen.getByRole('button', { name: 'Primeira página' })).toBeDisabled();
  });

  it("shows a new page of 100 rows as the rows on screen first, then the rest, with the table's row count meanwhile", async () => {
    const token = await signIn();
    const user = userEvent.setup();
    renderList('/dashboard/cidades?limite=100');
    await waitFor(() => expect(range()).toBe('1–100 de 187'));
    await waitFor(() => expect(table().querySelectorAll('tbody tr')).toHaveLength(100));
    const bodyRows = () => table().querySelectorAll('tbody tr').length;
    const onScreen = rowsOnScreen(0);

    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    // The rows on screen come first, and the table says how many it has (the header row included).
    await waitFor(() => expect(range()).toBe('101–187 de 187'));
    expect(bodyRows()).toBe(onScreen);
    expect(table()).toHaveAttribute('aria-rowcount', '88');
    expect(table()).toHaveAttribute('aria-busy', 'false');
    // Then the rest, and the count is the rows' own again.
    await waitFor(() => expect(bodyRows()).toBe(87));
    expect(table()).not.toHaveAttribute('aria-rowcount');
    expect(columnTexts('Nome')).toEqual(
      await apiNames(token, 'ordenacao=nome,asc&limitePagina=100&pagina=2'),
    );
  });

  it('asks for a page or a tab as the user is about to choose it (pointer resting, focus), not on a pass over it', async () => {
    await signIn();
    const user = userEvent.setup();
    const { router } = renderList();
    await findNames();
    const callsOf = (name: string, value: string) =>
      listCalls.filter((url) => url.searchParams.get(name) === value);

    // A pass over 'Última página' asks for nothing; a pointer resting on 'Próxima página' asks for page 2.
    // The pass is instant (enter and leave in one task): a busy machine cannot stretch it into a rest.
    const last = screen.getByRole('button', { name: 'Última página' });
    act(() => {
      fireEvent.pointerEnter(last);
      fireEvent.pointerLeave(last);
    });
    await user.hover(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(callsOf('pagina', '2')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, HOVER_INTENT_MS * 2));
    expect(callsOf('pagina', '19')).toHaveLength(0);
    // Nothing moved: the list still shows page 1, at its address.
    expect(range()).toBe('1–10 de 187');
    expect(router.state.location.search).toBe('');

    // The click shows page 2 from that answer.
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(range()).toBe('11–20 de 187'));
    expect(callsOf('pagina', '2')).toHaveLength(1);

    // Focus on a page button asks at once; a pointer resting on a tab asks for its first page.
    act(() => screen.getByRole('button', { name: 'Última página' }).focus());
    await waitFor(() => expect(callsOf('pagina', '19')).toHaveLength(1));
    await user.hover(screen.getByRole('tab', { name: 'Inativos' }));
    await waitFor(() => expect(callsOf('situacao', 'LOCK')).toHaveLength(1));
    expect(range()).toBe('11–20 de 187');
  });

  it('sorts by a header (click or Enter): ascending first, then descending, sent as ordenacao', async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const { router } = renderList();
    await findNames();
    const nome = screen.getByRole('columnheader', { name: 'Nome' });
    expect(nome).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(nome).getByRole('button', { name: 'Nome' }));
    await waitFor(() => expect(nome).toHaveAttribute('aria-sort', 'descending'));
    expect(await findNames((await apiNames(token, 'ordenacao=nome,desc')).slice(0, 1))).toEqual(
      await apiNames(token, 'ordenacao=nome,desc'),
    );
    expect(searchOf(router).get('ordem')).toBe('nome,desc');
    const uf = screen.getByRole('columnheader', { name: 'UF' });
    within(uf).getByRole('button').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(uf).toHaveAttribute('aria-sort', 'ascending'));
    expect(nome).toHaveAttribute('aria-sort', 'none');
    expect(lastCall().searchParams.get('ordenacao')).toBe('uf,asc');
    expect(screen.getByRole('columnheader', { name: 'Situação' })).not.toHaveAttribute('aria-sort');
  });

  it('restores the whole state from the URL (reload) and keeps it there', async () => {
    await signIn();
    const path = '/dashboard/cidades?situacao=inativos&busca=sorocaba&ordem=nome%2Cdesc&uf=SP&limite=25';
    renderList(path);
    expect(await findNames(['Sorocaba'])).toEqual(['Sorocaba']);
    expect(Object.fromEntries(lastCall().searchParams)).toEqual({
      limitePagina: '25',
      pagina: '1',
      situacao: 'LOCK',
      filtros: 'sorocaba',
      ordenacao: 'nome,desc',
      uf: 'SP',
    });
    expect(screen.getByRole('tab', { name: 'Inativos' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Pesquisar' })).toHaveValue('sorocaba');
    expect(screen.getByRole('combobox', { name: 'Itens por página' })).toHaveValue('25');
    expect(screen.getByRole('button', { name: 'Filtros (1 ativo)' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows a failed list with the API message and retries it', async () => {
    await signIn();
    const user = userEvent.setup();
    let failures = 0;
    // The list call fails twice (the query client retries once), then answers again.
    api.server.use(
      msw.get('*/v1/cidades', () => {
        if (failures >= 2) return undefined;
        failures++;
        return HttpResponse.json({ erro: 'Serviço indisponível' }, { status: 503 });
      }),
    );
    renderList('/dashboard/cidades?limite=50');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Serviço indisponível');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await findNames();
    expect(range()).toBe('1–50 de 187');
  });

  it("a list that fails to load says which list failed and why, offers 'Tentar novamente', and its pager claims no total", async () => {
    await signIn();
    const user = userEvent.setup();
    let failures = 0;
    api.server.use(
      msw.get('*/v1/cidades', () => {
        if (failures >= 2) return undefined;
        failures++;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar a lista de cidades.');
    expect(alert).toHaveTextContent('Ops, alguma coisa deu errado (erro 500)');
    const pager = screen.getByRole('navigation', { name: 'Paginação' });
    // Not '0–0 de 0' (an empty list) nor 'Página 1 de 1': the total is unknown.
    expect(pager).not.toHaveTextContent(/\d+–\d+ de \d+/);
    expect(pager).not.toHaveTextContent(/Página \d+ de \d+/);
    expect(within(pager).getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Última página' })).toBeDisabled();

    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await findNames();
    expect(range()).toBe('1–10 de 187');
    expect(pager).toHaveTextContent('Página 1 de 19');
  });
});
