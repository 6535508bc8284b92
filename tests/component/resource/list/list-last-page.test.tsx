import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Motivo } from '@generated/api/model';
import { findNames, renderList, searchOf, setupListPage } from './support';

const { api, signIn, listCalls } = setupListPage();

const EMPTY = 'Nenhum registro encontrado';
const range = () => screen.getByText(/^\d+–\d+ de \d+$/).textContent;

/** Whether the empty state was ever on screen (it must not flash on the way to the last page). */
let emptyShown = false;
const observer = new MutationObserver(() => {
  if (document.body.textContent?.includes(EMPTY)) emptyShown = true;
});
beforeEach(() => {
  emptyShown = false;
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
});
afterEach(() => observer.disconnect());

/** Locks cities through the API until `active` of them are left. */
async function keepActive(token: string, active: number) {
  const response = await api.call(
    token,
    '/v1/cidades?situacao=UNLOCK&limitePagina=100&pagina=1&ordenacao=nome,asc',
  );
  const page = (await response.json()) as { items: Array<{ id: number }>; totalItens: number };
  for (const { id } of page.items.slice(0, page.totalItens - active)) {
    const locked = await api.call<Motivo>(token, `/v1/cidades/inativa/${id}`, {
      method: 'PUT',
      json: { motivo: 'registro para teste de paginação' },
    });
    expect(locked.status).toBe(200);
  }
}

describe('ResourceListPage: a page past the last one', () => {
  it('moves a stale bookmarked page to the last page, replacing the URL, without showing the empty state', async () => {
    await signIn();
    const { router } = renderList('/dashboard/cidades?pagina=40&ordem=nome%2Cdesc');
    await waitFor(() => expect(range()).toBe('181–187 de 187'));
    expect(await findNames()).toHaveLength(7);
    expect(searchOf(router).get('pagina')).toBe('19');
    expect(searchOf(router).get('ordem')).toBe('nome,desc');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(listCalls.map((url) => url.searchParams.get('pagina'))).toEqual(['40', '19']);
    expect(screen.getByText('Página 19 de 19')).toBeInTheDocument();
    expect(emptyShown).toBe(false);
  });

  it("goes to the previous page when the only row of the last page is locked under 'Ativos'", async () => {
    const token = await signIn();
    await keepActive(token, 181);
    const user = userEvent.setup();
    const { router } = renderList('/dashboard/cidades?situacao=ativos&pagina=19');
    const [name] = await findNames();
    expect(range()).toBe('181–181 de 181');
    const row = screen.getByRole('cell', { name }).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: `Mais ações ${name}` }));
    await user.click(screen.getByRole('menuitem', { name: `Inativar ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Inativar registro' });
    await user.type(within(dialog).getByLabelText('Motivo'), 'cidade cadastrada em duplicidade');
    await user.click(within(dialog).getByRole('button', { name: 'Inativar' }));

    await waitFor(() => expect(range()).toBe('171–180 de 180'));
    expect(await findNames()).toHaveLength(10);
    expect(screen.queryByRole('cell', { name })).not.toBeInTheDocument();
    expect(searchOf(router).get('pagina')).toBe('18');
    expect(searchOf(router).get('situacao')).toBe('ativos');
    expect(emptyShown).toBe(false);
  });
});
