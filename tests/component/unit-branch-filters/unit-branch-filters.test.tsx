import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { qaSettings } from '@mocks/kit/qa';
import {
  branchLabel,
  chooseOption,
  openFilters,
  openPicker,
  renderFilteredList,
  setupUnitBranchFilters,
} from './support';

vi.setConfig({ testTimeout: 30_000 });
const { api, signIn, listCalls, companiesWithBranches, activeBranchesOf } = setupUnitBranchFilters();
const lastCall = () => listCalls[listCalls.length - 1];
afterEach(() => {
  qaSettings.latencyMs = 0;
});

/** What a picker shows as its value (or placeholder). */
const CHOSEN = '.p-dropdown-label';

/** Two companies the picker offers first, each with branches (the first with two or more). */
async function twoCompanies(options: string[]) {
  const candidates = companiesWithBranches(1).filter((empresa) => options.includes(empresa.nome));
  const first = candidates.find((empresa) => activeBranchesOf(empresa.id).length >= 2);
  const second = candidates.find((empresa) => empresa.id !== first?.id);
  if (!first || !second) throw new Error('the seed needs two offered companies with branches');
  return [first, second] as const;
}

describe("units' 'Filtros': company and branch of that company", () => {
  it('the branch picker waits for a company, then offers only its active branches; another company clears the branch and offers its own', async () => {
    await signIn();
    const { user } = renderFilteredList('unidades');
    const drawer = await openFilters(user);
    const branch = within(drawer).getByLabelText('Filial');
    expect(branch).toBeDisabled();
    expect(branch).toHaveAccessibleDescription('Informe Cliente primeiro');

    const [first, second] = await twoCompanies(await openPicker(user, drawer, 'Cliente'));
    await chooseOption(user, first.nome);
    await waitFor(() => expect(within(drawer).getByLabelText('Filial')).toBeEnabled());
    expect(within(drawer).queryByText('Informe Cliente primeiro')).not.toBeInTheDocument();
    const firstBranches = activeBranchesOf(first.id).map(branchLabel).sort();
    expect((await openPicker(user, drawer, 'Filial')).sort()).toEqual(firstBranches);
    await chooseOption(user, branchLabel(activeBranchesOf(first.id)[0]));
    expect(
      within(drawer).getByText(branchLabel(activeBranchesOf(first.id)[0]), { selector: CHOSEN }),
    ).toBeInTheDocument();

    await openPicker(user, drawer, 'Cliente');
    // A slow API: the second company's branches take a while.
    qaSettings.latencyMs = 400;
    await chooseOption(user, second.nome);
    expect(
      within(drawer).queryByText(branchLabel(activeBranchesOf(first.id)[0]), { selector: CHOSEN }),
    ).not.toBeInTheDocument();
    within(drawer).getByLabelText('Filial').focus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    // While the second company's branches load, the first company's are not offered.
    for (const label of firstBranches)
      expect(within(listbox).queryByRole('option', { name: label })).not.toBeInTheDocument();
    await waitFor(() => expect(within(listbox).queryByText('Carregando…')).not.toBeInTheDocument());
    const offered = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered.sort()).toEqual(activeBranchesOf(second.id).map(branchLabel).sort());
  });

  it("'Aplicar' is enabled once something changed and sends empresaId and filialId; 'Limpar filtros' is enabled with a filter set and empties them with the tab Todos", async () => {
    await signIn();
    const { user, router } = renderFilteredList('unidades', '/dashboard/unidades?situacao=ativos');
    const drawer = await openFilters(user);
    const apply = within(drawer).getByRole('button', { name: 'Aplicar' });
    const clear = within(drawer).getByRole('button', { name: 'Limpar filtros' });
    expect(apply).toBeDisabled();
    expect(clear).toBeDisabled();

    const [company] = await twoCompanies(await openPicker(user, drawer, 'Cliente'));
    await chooseOption(user, company.nome);
    expect(apply).toBeEnabled();
    expect(clear).toBeEnabled();
    const branch = activeBranchesOf(company.id)[0];
    await openPicker(user, drawer, 'Filial');
    await chooseOption(user, branchLabel(branch));
    await user.click(apply);

    await waitFor(() => expect(lastCall().searchParams.get('filialId')).toBe(String(branch.id)));
    expect(lastCall().searchParams.get('empresaId')).toBe(String(company.id));
    expect(new URLSearchParams(router.state.location.search).get('filialId')).toBe(String(branch.id));
    expect(await screen.findByRole('button', { name: 'Filtros (2 ativos)' })).toBeInTheDocument();
    const expected = api.ctx.db.resources.unidades
      .all()
      .filter((unidade) => unidade.filialId === branch.id && unidade.ativo);
    if (expected.length > 0)
      await screen.findByRole('link', { name: `Editar ${expected[0].codigo} - ${expected[0].nome}` });

    const again = await openFilters(user);
    expect(within(again).getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    expect(await within(again).findByText(company.nome, { selector: CHOSEN })).toBeInTheDocument();
    expect(await within(again).findByText(branchLabel(branch), { selector: CHOSEN })).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
    expect(lastCall().searchParams.get('empresaId')).toBeNull();
  });
});

describe("branches' 'Filtros': company only", () => {
  it('offers the company picker alone and lists the branches of the chosen company', async () => {
    await signIn();
    const { user } = renderFilteredList('filiais');
    const drawer = await openFilters(user);
    expect(within(drawer).queryByLabelText('Filial')).not.toBeInTheDocument();
    const [company] = await twoCompanies(await openPicker(user, drawer, 'Cliente'));
    await chooseOption(user, company.nome);
    await user.click(within(drawer).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(lastCall().searchParams.get('empresaId')).toBe(String(company.id)));
    expect(await screen.findByRole('button', { name: 'Filtros (1 ativo)' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('link', { name: /^Editar / });
    const names = rows.map((row) => row.getAttribute('aria-label')?.replace('Editar ', ''));
    const branches = api.ctx.db.resources.filiais.all().filter((filial) => filial.empresaId === company.id);
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /^Editar / })).toHaveLength(Math.min(branches.length, 10)),
    );
    for (const name of names) expect(branches.map(branchLabel)).toContain(name);
  });
});
