import '../jsdom-layout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RotinasFrontEndListPage } from '@generated/pages/rotinas-front-end/list-page';
import { RotinasFrontEndViewPage } from '@generated/pages/rotinas-front-end/view-page';
import { createQueryClient } from '@/lib/query/query-client';
import { PERMISSION_IDS } from '@mocks/db/seed/accounts';
import { renderApp, locationOf } from '../session/support';
import { setupResourceKit } from '../resource/support';

vi.setConfig({ testTimeout: 30000 });
const { api, signIn } = setupResourceKit();

const routes = [
  {
    path: '/dashboard/rotinas-front-end',
    children: [
      { index: true, element: <RotinasFrontEndListPage /> },
      { path: ':routineId/consulta', element: <RotinasFrontEndViewPage /> },
    ],
  },
];

const screens = () => api.ctx.db.resources['rotinas-front-end'];
/** An active screen of the seed not deleted yet (each test takes its own). */
const screenOf = (suffix: string) => screens().find((tela) => tela.ativo && tela.descricao.endsWith(suffix))!;
const render = (path: string) => renderApp(path, routes, createQueryClient());
const dialogNamed = () => screen.findByRole('dialog', { name: 'Excluir rotina front-end' });

describe('front-end routines: deletion (DEL_FRONT_ROT)', () => {
  it('deletes from a list row after a confirmation naming the routine: toast, and the row leaves the list', async () => {
    await signIn();
    const user = userEvent.setup();
    const tela = screenOf('- LISTAGEM');
    render(`/dashboard/rotinas-front-end?busca=${encodeURIComponent(tela.rota)}`);
    await user.click(await screen.findByRole('button', { name: `Mais ações ${tela.descricao}` }));
    await user.click(screen.getByRole('menuitem', { name: `Excluir ${tela.descricao}` }));

    const dialog = await dialogNamed();
    expect(dialog).toHaveTextContent(`Deseja excluir a rotina front-end ${tela.descricao}?`);
    expect(dialog).toHaveTextContent(tela.rota);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Rotina front-end excluída com sucesso')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: `Editar ${tela.descricao}` })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog', { name: 'Excluir rotina front-end' })).not.toBeInTheDocument();
    expect(screens().get(tela.id)).toBeUndefined();
  });

  it('deletes from the view page, which then goes back to the list', async () => {
    await signIn();
    const user = userEvent.setup();
    const tela = screenOf('- CONSULTA');
    const { router } = render(`/dashboard/rotinas-front-end/${tela.id}/consulta`);
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialog = await dialogNamed();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(locationOf(router)).toBe('/dashboard/rotinas-front-end'));
    expect(await screen.findByText('Rotina front-end excluída com sucesso')).toBeInTheDocument();
    expect(screens().get(tela.id)).toBeUndefined();
    // The deleted record is not asked for again (no 'não encontrado' error).
    expect(screen.queryByText(/não encontrad/)).not.toBeInTheDocument();
  });

  it('Cancelar keeps the routine; a refused deletion shows the API message and keeps the dialog open', async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const tela = screenOf('- INCLUSÃO');
    render(`/dashboard/rotinas-front-end?busca=${encodeURIComponent(tela.rota)}`);
    await user.click(await screen.findByRole('button', { name: `Mais ações ${tela.descricao}` }));
    await user.click(screen.getByRole('menuitem', { name: `Excluir ${tela.descricao}` }));
    let dialog = await dialogNamed();
    await user.click(within(dialog).getByText('Cancelar'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Excluir rotina front-end' })).not.toBeInTheDocument(),
    );
    expect(screens().get(tela.id)).toBeDefined();

    // Someone else deleted it meanwhile: 404.
    expect((await api.call(token, `/v1/rotinas-front-end/${tela.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    await user.click(screen.getByRole('button', { name: `Mais ações ${tela.descricao}` }));
    await user.click(screen.getByRole('menuitem', { name: `Excluir ${tela.descricao}` }));
    dialog = await dialogNamed();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Rotina de front-end não encontrada')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeEnabled();
    expect(screen.queryByText('Rotina front-end excluída com sucesso')).not.toBeInTheDocument();
  });

  it('offers no deletion to a user without DEL_FRONT_ROT, in the rows or on the view page', async () => {
    const suporte = api.ctx.db.resources.permissoes.get(PERMISSION_IDS.suporte)!;
    api.ctx.db.resources.permissoes.update(suporte.id, { acoes: [...suporte.acoes, 'CON_FRONT_ROT'] }, null);
    await signIn('suporte@retaguarda.dev');
    const tela = screenOf('- ALTERAÇÃO');
    const { router } = render(`/dashboard/rotinas-front-end?busca=${encodeURIComponent(tela.rota)}`);
    expect(await screen.findByRole('link', { name: `Consultar ${tela.descricao}` })).toBeInTheDocument();
    // Consultar is the row's one action: the '⋯' menu would hold nothing, so it is not offered.
    expect(screen.queryByRole('button', { name: `Mais ações ${tela.descricao}` })).not.toBeInTheDocument();

    await router.navigate(`/dashboard/rotinas-front-end/${tela.id}/consulta`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consultar rotina front-end' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(tela.rota)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
  });
});
