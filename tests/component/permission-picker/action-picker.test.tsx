import '../jsdom-layout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Permissao, PermissaoInput } from '@generated/api/model';
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
  await within(dialog).findByRole('checkbox', { name: 'CIDADES: Consultar' });
  return dialog;
}

const closed = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: 'Seleção de ações' })).not.toBeInTheDocument());

/** The codes the form (or view) shows under a routine. */
function shownCodes(routine: string): string[] {
  return within(screen.getByRole('group', { name: routine }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('code')!.textContent!);
}

/** The active routines of the mock API (routine code → its action codes). */
function activeRoutines() {
  return api.ctx.db.resources.rotinas.all().filter((rotina) => rotina.ativo && rotina.acoes.length > 0);
}

function codesOf(routine: string): string[] {
  return api.ctx.db.resources.rotinas
    .find((rotina) => rotina.codigo === routine)!
    .acoes.map((acao) => acao.codigo);
}

const checkedBoxes = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked);

describe('permission form: routines × actions matrix', () => {
  it('shows a row per active routine and a column per action kind; a routine without an action has an empty cell', async () => {
    await signIn();
    const user = userEvent.setup();
    renderApp('/dashboard/permissoes/novo', routes);
    expect(await screen.findByText('Nenhuma ação selecionada')).toBeInTheDocument();
    const dialog = await openPicker(user);
    const matrix = within(dialog).getByRole('table', { name: 'Ações por rotina' });

    const headers = within(matrix)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(0, 7)).toEqual([
      'Rotina',
      'Consultar',
      'Incluir',
      'Alterar',
      'Ativar/inativar',
      'Importar',
      'Alterar configurações',
    ]);
    expect(headers).toEqual(expect.arrayContaining(['Excluir', 'Enviar e-mail de confirmação']));
    expect(within(matrix).getAllByRole('row')).toHaveLength(activeRoutines().length + 1);
    // One checkbox per code of the active routines, each named by routine and action, plus the row and column toggles.
    const cells = within(matrix).getAllByRole('checkbox', { name: /^[^:]+: / });
    expect(cells).toHaveLength(activeRoutines().flatMap((rotina) => rotina.acoes).length);
    const cities = within(matrix).getByRole('row', { name: /^Todas as ações de CIDADES/ });
    expect(within(cities).getByRole('checkbox', { name: 'CIDADES: Importar' })).toHaveAttribute(
      'title',
      'IMPORTA_CID',
    );
    // Banks are not imported: no checkbox in that cell.
    const banks = within(matrix).getByRole('row', { name: /^Todas as ações de BANCOS/ });
    expect(within(banks).queryByRole('checkbox', { name: 'BANCOS: Importar' })).not.toBeInTheDocument();
    expect(within(banks).getAllByRole('checkbox')).toHaveLength(codesOf('BANCO').length + 1);
  });

  it('takes a row, a column (over the routines listed), all and none; the search narrows the routines; Aplicar sends the codes', async () => {
    await signIn();
    const user = userEvent.setup();
    renderApp('/dashboard/permissoes/novo', routes);
    await screen.findByText('Nenhuma ação selecionada');
    const dialog = await openPicker(user);
    const total = activeRoutines().flatMap((rotina) => rotina.acoes).length;

    await user.click(within(dialog).getByRole('button', { name: 'Selecionar todas' }));
    expect(within(dialog).getByText(`${total} ações selecionadas`)).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Limpar' }));
    expect(within(dialog).getByText('Nenhuma ação selecionada')).toBeInTheDocument();
    expect(checkedBoxes(dialog)).toHaveLength(0);

    // A row: every action of the routine; unticking one leaves the row's toggle mixed.
    const cityRow = within(dialog).getByRole('checkbox', { name: 'Todas as ações de CIDADES' });
    await user.click(cityRow);
    expect(within(dialog).getByRole('checkbox', { name: 'CIDADES: Consultar' })).toBeChecked();
    expect(within(dialog).getByText(`${codesOf('CID').length} ações selecionadas`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'CIDADES: Incluir' }));
    expect(cityRow).not.toBeChecked();
    expect(cityRow).toBePartiallyChecked();

    // A column, over the routines the search lists.
    await user.type(within(dialog).getByLabelText('Pesquisar rotina'), 'país');
    await waitFor(() =>
      expect(within(dialog).queryByRole('checkbox', { name: 'CIDADES: Consultar' })).not.toBeInTheDocument(),
    );
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Consultar em todas as rotinas listadas' }),
    );
    expect(within(dialog).getByRole('checkbox', { name: 'PAÍSES: Consultar' })).toBeChecked();
    await user.clear(within(dialog).getByLabelText('Pesquisar rotina'));
    await within(dialog).findByRole('checkbox', { name: 'CIDADES: Consultar' });
    expect(within(dialog).getByRole('checkbox', { name: 'BANCOS: Consultar' })).not.toBeChecked();
    const consult = within(dialog).getByRole('checkbox', { name: 'Consultar em todas as rotinas listadas' });
    expect(consult).toBePartiallyChecked();
    await user.click(consult);
    expect(within(dialog).getByRole('checkbox', { name: 'BANCOS: Consultar' })).toBeChecked();
    await user.click(consult);
    expect(within(dialog).getByRole('checkbox', { name: 'CIDADES: Consultar' })).not.toBeChecked();

    // Keyboard: Space ticks the focused cell.
    within(dialog).getByRole('checkbox', { name: 'PAÍSES: Alterar' }).focus();
    await user.keyboard(' ');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await closed();

    const expected = codesOf('CID').filter((code) => !['NOV_CID', 'CON_CID'].includes(code));
    expect(shownCodes('CIDADES').sort()).toEqual(expected.sort());
    expect(shownCodes('PAÍSES')).toEqual(['ALT_PAIS']);
    await user.click(screen.getByRole('button', { name: 'Remover ALT_PAIS' }));
    expect(screen.queryByRole('group', { name: 'PAÍSES' })).not.toBeInTheDocument();
  });

  it('Cancelar drops the changes made in the dialog', async () => {
    await signIn();
    const user = userEvent.setup();
    renderApp('/dashboard/permissoes/novo', routes);
    await screen.findByText('Nenhuma ação selecionada');
    const dialog = await openPicker(user);
    await user.click(within(dialog).getByRole('button', { name: 'Selecionar todas' }));
    await user.click(within(dialog).getByText('Cancelar'));
    await closed();
    expect(screen.getByText('Nenhuma ação selecionada')).toBeInTheDocument();
  });

  it('saves the codes; the view and the edit form show them grouped, codes of no active routine under Outras ações', async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const { router, queryClient } = renderApp('/dashboard/permissoes/novo', routes);
    await user.type(await screen.findByLabelText(/^Descrição/), 'Perfil do componente');
    const dialog = await openPicker(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Todas as ações de PAÍSES' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'CIDADES: Consultar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await closed();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(locationOf(router)).toMatch(/^\/dashboard\/permissoes\/\d+\/consulta$/));
    const id = Number(locationOf(router).split('/')[3]);
    const saved = (await (await api.call(token, `/v1/permissoes/${id}`)).json()) as Permissao;
    expect(saved.acoes).toEqual(['CON_CID', ...codesOf('PAIS')].sort());
    // The form may still be on screen (with the same groups) until the route change commits: wait for the view.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Selecionar ações/ })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(shownCodes('CIDADES')).toEqual(['CON_CID']));
    expect(shownCodes('PAÍSES').sort()).toEqual([...codesOf('PAIS')].sort());

    // A code of the inactive legacy routine: kept, shown apart, and removable in the picker.
    const legacy = await api.call<PermissaoInput>(token, `/v1/permissoes/${id}`, {
      method: 'PUT',
      json: { descricao: saved.descricao, admin: true, acoes: [...saved.acoes, 'CON_IMP_LEG'] },
    });
    expect(legacy.status).toBe(200);
    queryClient.removeQueries({ queryKey: [`/v1/permissoes/${id}`] });
    await router.navigate(`/dashboard/permissoes/${id}/edita`);
    await waitFor(() => expect(shownCodes('Outras ações')).toEqual(['CON_IMP_LEG']));
    expect(shownCodes('PAÍSES').sort()).toEqual([...codesOf('PAIS')].sort());
    const picker = await openPicker(user);
    expect(within(picker).getByRole('checkbox', { name: 'PAÍSES: Consultar' })).toBeChecked();
    const others = within(picker).getByRole('group', { name: 'Outras ações' });
    await user.click(within(others).getByRole('checkbox', { name: 'CON_IMP_LEG' }));
    await user.click(within(picker).getByRole('button', { name: 'Aplicar' }));
    await closed();
    expect(screen.queryByRole('group', { name: 'Outras ações' })).not.toBeInTheDocument();
  });

  it('names the field after what it holds and says how to fill it; the required error sits under the picker', async () => {
    await signIn();
    const user = userEvent.setup();
    renderApp('/dashboard/permissoes/novo', routes);
    await user.type(await screen.findByLabelText(/^Descrição/), 'Perfil sem ações');
    expect(screen.getByRole('heading', { level: 2, name: 'Ações por rotina' })).toBeInTheDocument();
    const opener = screen.getByRole('button', { name: /Selecionar ações/ });
    expect(opener).toHaveAccessibleDescription(/marque na matriz de rotinas e ações/);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(opener).toHaveAccessibleDescription(/^Campo obrigatório/));
  });
});
