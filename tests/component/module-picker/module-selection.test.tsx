import '../jsdom-layout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ModuloInput, Plano } from '@generated/api/model';
import { PlanosFormPage } from '@generated/pages/planos/form-page';
import { PlanosViewPage } from '@generated/pages/planos/view-page';
import { renderApp, locationOf } from '../session/support';
import { setupResourceKit } from '../resource/support';

vi.setConfig({ testTimeout: 30000 });
const { api, signIn } = setupResourceKit();

const routes = [
  {
    path: '/dashboard/planos',
    children: [
      { index: true, element: <p>Lista de planos</p> },
      { path: 'novo', element: <PlanosFormPage /> },
      { path: ':planId/edita', element: <PlanosFormPage /> },
      { path: ':planId/consulta', element: <PlanosViewPage /> },
    ],
  },
];

const moduleField = () => screen.getByRole('button', { name: /Selecionar módulos/ });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(moduleField());
  const dialog = await screen.findByRole('dialog', { name: 'Seleção de módulos' });
  await within(dialog).findByRole('checkbox', { name: 'BASICO - MÓDULO BÁSICO' });
  return dialog;
}

/** The chosen-modules table of the form (or view). */
const chosenTable = () => screen.getByRole('table', { name: 'Módulos selecionados' });

describe('plan form: module selection dialog', () => {
  it('shows every active module at once under 50 (no pager), BASICO ticked and locked, searches, and totals the chosen ones in R$', async () => {
    await signIn();
    const user = userEvent.setup();
    renderApp('/dashboard/planos/novo', routes);
    expect(await screen.findByText('Nenhum módulo selecionado')).toBeInTheDocument();
    const dialog = await openDialog(user);

    // The 12 active modules (ordered by code) with their monthly values; the inactive one is not offered.
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(12);
    expect(
      within(dialog).queryByRole('navigation', { name: 'Paginação dos módulos' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: /^DESKTOP_LEGADO/ })).not.toBeInTheDocument();
    const basic = within(dialog).getByRole('checkbox', { name: 'BASICO - MÓDULO BÁSICO' });
    expect(basic).toHaveAccessibleDescription('R$\u00a0149,90 Sempre incluído');
    expect(basic).toBeChecked();
    expect(basic).toBeDisabled();
    expect(within(dialog).getByText('1 módulo selecionado')).toBeInTheDocument();
    expect(within(dialog).getByText('R$ 149,90', { selector: '.module-picker__total' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: /^CTE - / }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^ROTEIRIZACAO - / }));
    expect(within(dialog).getByText('3 módulos selecionados')).toBeInTheDocument();

    // The search (debounced) narrows the list; choices made before are kept.
    await user.type(within(dialog).getByLabelText('Pesquisar módulo'), 'frota');
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1));
    await user.click(within(dialog).getByRole('checkbox', { name: 'FROTA - GESTÃO DE FROTA E MANUTENÇÃO' }));
    expect(within(dialog).getByText('4 módulos selecionados')).toBeInTheDocument();
    const total = within(dialog).getByText(/^R\$/, { selector: '.module-picker__total' }).textContent;

    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Seleção de módulos' })).not.toBeInTheDocument(),
    );
    const rows = within(chosenTable())
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringContaining('Módulo'),
      expect.stringContaining('BASICO - MÓDULO BÁSICO'),
      expect.stringContaining('CTE - '),
      expect.stringContaining('FROTA - '),
      expect.stringContaining('ROTEIRIZACAO - '),
      `Total dos módulos${total}`,
    ]);
    // BASICO cannot be removed in the form either: it says why instead.
    expect(screen.queryByRole('button', { name: 'Remover BASICO - MÓDULO BÁSICO' })).not.toBeInTheDocument();
    expect(within(chosenTable()).getByRole('img', { name: 'Sempre incluído' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Remover CTE - / })).toBeInTheDocument();
  });

  it('pages again from 50 modules on, keeping the choices made on other pages', async () => {
    const token = await signIn();
    for (let index = 1; index <= 40; index += 1) {
      const created = await api.call<ModuloInput>(token, '/v1/modulos', {
        method: 'POST',
        json: {
          codigo: `ZEXTRA_${String(index).padStart(2, '0')}`,
          descricao: `MÓDULO EXTRA ${index}`,
          valor: 1,
        },
      });
      expect(created.status).toBe(201);
    }
    const user = userEvent.setup();
    renderApp('/dashboard/planos/novo', routes);
    await screen.findByText('Nenhum módulo selecionado');
    const dialog = await openDialog(user);
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(50);
    expect(within(dialog).getByText('Página 1 de 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /^CTE - / }));
    await user.click(within(dialog).getByRole('button', { name: 'Próxima página' }));
    expect(await within(dialog).findByText('Página 2 de 2')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2));
    await user.click(within(dialog).getByRole('checkbox', { name: /^ZEXTRA_40 - / }));
    expect(within(dialog).getByText('3 módulos selecionados')).toBeInTheDocument();
  });

  it('Cancelar drops the changes; a plan saved without modules (so without BASICO) is refused at the field', async () => {
    await signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/planos/novo', routes);
    await screen.findByText('Nenhum módulo selecionado');

    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('checkbox', { name: /^MDFE - / }));
    await user.click(within(dialog).getByText('Cancelar'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Seleção de módulos' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Nenhum módulo selecionado')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Descrição/), 'Plano sem módulos');
    await user.type(screen.getByLabelText(/^Valor mensal/), '100');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(moduleField()).toHaveAccessibleDescription('Campo obrigatório'));
    expect(locationOf(router)).toBe('/dashboard/planos/novo');
  });

  it('saves the chosen module ids; the view and the edit form show the modules and their total', async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/planos/novo', routes);
    await user.type(await screen.findByLabelText(/^Descrição/), 'Plano componente');
    await user.type(screen.getByLabelText(/^Valor mensal/), '199,90');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('checkbox', { name: /^MDFE - / }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Seleção de módulos' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(locationOf(router)).toMatch(/^\/dashboard\/planos\/\d+\/consulta$/));
    const id = Number(locationOf(router).split('/')[3]);
    const saved = (await (await api.call(token, `/v1/planos/${id}`)).json()) as Plano;
    const ids = (...codes: string[]) =>
      codes.map((code) => api.ctx.db.resources.modulos.find((modulo) => modulo.codigo === code)!.id);
    expect(saved.moduloIds).toEqual(ids('BASICO', 'MDFE'));
    expect(await screen.findByRole('table', { name: 'Módulos selecionados' })).toHaveTextContent('R$ 209,80');

    await router.navigate(`/dashboard/planos/${id}/edita`);
    await waitFor(() => expect(within(chosenTable()).getAllByRole('row')).toHaveLength(4));
    expect(chosenTable()).toHaveTextContent('BASICO - MÓDULO BÁSICO');
    expect(chosenTable()).toHaveTextContent('MDFE - ');
    expect(chosenTable()).toHaveTextContent('Total dos módulosR$ 209,80');
  });
});
