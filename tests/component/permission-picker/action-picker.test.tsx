import '../jsdom-layout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Permissao } from '@generated/api/model';
import { PermissoesFormPage } from '@generated/pages/permissoes/form-page';
import { PermissoesViewPage } from '@generated/pages/permissoes/view-page';
import { renderApp, locationOf } from '../session/support';
import { setupResourceKit } from '../resource/support';

vi.setConfig({ testTimeout: 30000 });
const { api, signIn } = setupResourceKit();

const routes = [
  {
    path: '/dashboard/permissoes',
    children: [
      { index: true, element: <p>Lista de permissões</p> },
      { path: 'novo', element: <PermissoesFormPage /> },
      { path: ':permissionId/edita', element: <PermissoesFormPage /> },
      { path: ':permissionId/consulta', element: <PermissoesViewPage /> },
    ],
  },
];

type User = ReturnType<typeof userEvent.setup>;

async function openPicker(user: User) {
  await user.click(screen.getByRole('button', { name: /Selecionar ações/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Seleção de ações' });
  await within(dialog).findByRole('group', { name: 'CIDADES' });
  return dialog;
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Seleção de ações' })).not.toBeInTheDocument());

/** The codes the form (or view) shows under a routine. */
function shownCodes(routine: string): string[] {
  return within(screen.getByRole('group', { name: routine })).getAllByRole('listitem').map((item) => item.querySelector('code')!.textContent!);
}

/** Every action code of the active routines. */
function activeCodes(): string[] {
  return api.ctx.db.resources.rotinas.all().filter((rotina) => rotina.ativo).flatMap((rotina) => rotina.acoes.map((acao) => acao.codigo));
}

describe('permission form: action picker per routine', () => {
  it('selects all, clears, searches by routine, takes a routine whole, and applies: the form groups the codes by routine', async () => {
    await signIn();
    const user = userEvent.setup();
    renderApp('/dashboard/permissoes/novo', routes);
    expect(await screen.findByText('Nenhuma ação selecionada')).toBeInTheDocument();
    const dialog = await openPicker(user);

    await user.click(within(dialog).getByRole('button', { name: 'Selecionar todas' }));
    expect(within(dialog).getByText(`${activeCodes().length} ações selecionadas`)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Limpar' }));
    expect(within(dialog).getByText('Nenhuma ação selecionada')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);

    await user.type(within(dialog).getByLabelText('Pesquisar rotina'), 'cidade');
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: 'PAÍSES' })).not.toBeInTheDocument());
    const cities = within(dialog).getByRole('group', { name: 'CIDADES' });
    await user.click(within(cities).getByRole('checkbox', { name: 'Todas as ações de CIDADES' }));
    expect(within(cities).getByRole('checkbox', { name: 'CON_CID — CONSULTAR CIDADES' })).toBeChecked();
    await user.click(within(cities).getByRole('checkbox', { name: 'NOV_CID — INCLUIR CIDADES' }));
    expect(within(cities).getByRole('checkbox', { name: 'Todas as ações de CIDADES' })).not.toBeChecked();

    await user.clear(within(dialog).getByLabelText('Pesquisar rotina'));
    const countries = await within(dialog).findByRole('group', { name: 'PAÍSES' });
    await user.click(within(countries).getByRole('checkbox', { name: 'CON_PAIS — CONSULTAR PAÍSES' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await closed();

    const cityCodes = api.ctx.db.resources.rotinas.find((rotina) => rotina.codigo === 'CID')!.acoes.map((acao) => acao.codigo);
    expect(shownCodes('CIDADES').sort()).toEqual(cityCodes.filter((code) => code !== 'NOV_CID').sort());
    expect(shownCodes('PAÍSES')).toEqual(['CON_PAIS']);
    await user.click(screen.getByRole('button', { name: 'Remover CON_PAIS' }));
    expect(screen.queryByRole('group', { name: 'PAÍSES' })).not.toBeInTheDocument();
  });

  it('Fechar drops the changes made in the dialog', async () => {
    await signIn();
    const user = userEvent.setup();
    renderApp('/dashboard/permissoes/novo', routes);
    await screen.findByText('Nenhuma ação selecionada');
    const dialog = await openPicker(user);
    await user.click(within(dialog).getByRole('button', { name: 'Selecionar todas' }));
    await user.click(within(dialog).getByText('Fechar'));
    await closed();
    expect(screen.getByText('Nenhuma ação selecionada')).toBeInTheDocument();
  });

  it('saves the codes; the view and the edit form show them grouped, codes of no active routine under Outras ações', async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const { router, queryClient } = renderApp('/dashboard/permissoes/novo', routes);
    await user.type(await screen.findByLabelText(/^Descrição/), 'Perfil do componente');
    const dialog = await openPicker(user);
    await user.click(within(within(dialog).getByRole('group', { name: 'PAÍSES' })).getByRole('checkbox', { name: 'Todas as ações de PAÍSES' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'CON_CID — CONSULTAR CIDADES' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await closed();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(locationOf(router)).toMatch(/^\/dashboard\/permissoes\/\d+\/consulta$/));
    const id = Number(locationOf(router).split('/')[3]);
    const saved = (await (await api.call(token, `/v1/permissoes/${id}`)).json()) as Permissao;
    const countryCodes = api.ctx.db.resources.rotinas.find((rotina) => rotina.codigo === 'PAIS')!.acoes.map((acao) => acao.codigo);
    expect(saved.acoes).toEqual(['CON_CID', ...countryCodes].sort());
    await screen.findByRole('group', { name: 'PAÍSES' });
    expect(shownCodes('CIDADES')).toEqual(['CON_CID']);

    // A code of the inactive legacy routine: kept, shown apart, and removable in the picker.
    const legacy = await api.call(token, `/v1/permissoes/${id}`, { method: 'PUT', json: { descricao: saved.descricao, admin: true, acoes: [...saved.acoes, 'CON_IMP_LEG'] } });
    expect(legacy.status).toBe(200);
    queryClient.removeQueries({ queryKey: [`/v1/permissoes/${id}`] });
    await router.navigate(`/dashboard/permissoes/${id}/edita`);
    await waitFor(() => expect(shownCodes('Outras ações')).toEqual(['CON_IMP_LEG']));
    expect(shownCodes('PAÍSES').sort()).toEqual([...countryCodes].sort());
    const picker = await openPicker(user);
    const others = within(picker).getByRole('group', { name: 'Outras ações' });
    await user.click(within(others).getByRole('checkbox', { name: 'CON_IMP_LEG' }));
    await user.click(within(picker).getByRole('button', { name: 'Aplicar' }));
    await closed();
    expect(screen.queryByRole('group', { name: 'Outras ações' })).not.toBeInTheDocument();
  });
});
