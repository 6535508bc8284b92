import '../jsdom-layout';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getBuscaCidadeQueryOptions } from '@generated/api/cidades/cidades';
import type { Cidade } from '@generated/api/model';
import type { ListPageConfig, RecordToolProps, ViewPageConfig } from '@/kit/kit-types';
import { ResourceViewPage } from '@/kit/view/resource-view-page';
import { findResourceRoute } from '../../resources';
import { renderApp } from '../session/support';
import { cidadesConfig as listConfig, renderList } from './list/support';
import { setupResourceKit } from './support';

/** A resource's own actions on one record (manifest `recordTools`): each list row and the view page get them. */
const { signIn } = setupResourceKit();

function DescribeTool({ record, label, variant }: RecordToolProps<Cidade>) {
  if (variant === 'row') return <button type="button" role="menuitem" aria-label={`Detalhar ${label}`} />;
  return <button type="button">{`Detalhar (${record.uf})`}</button>;
}

describe('record tools of the resource kit', () => {
  it('puts the tool in every row’s ‘⋯’ menu, named with the record, beside the kit’s own actions', async () => {
    await signIn();
    const user = userEvent.setup();
    const config: ListPageConfig<Cidade> = { ...listConfig, recordTools: [DescribeTool] };
    renderList('/dashboard/cidades?busca=campinas', config);
    await user.click(await screen.findByRole('button', { name: 'Mais ações Campinas' }));
    const menu = screen.getByRole('menu', { name: 'Mais ações Campinas' });
    expect(within(menu).getByRole('menuitem', { name: 'Detalhar Campinas' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Consultar Campinas' })).toBeInTheDocument();
  });

  it('puts the tool, labelled, among the view page actions', async () => {
    await signIn();
    const config: ViewPageConfig<Cidade> = {
      resource: { ...findResourceRoute('cidades')!, recurso: 'cidades' },
      recordQuery: (id) => getBuscaCidadeQueryOptions(id),
      recordLabel: (cidade) => cidade.nome,
      sections: [{ title: 'Dados', fields: [{ label: 'Nome', value: (cidade) => cidade.nome }] }],
      recordTools: [DescribeTool],
    };
    renderApp('/dashboard/cidades/1/consulta', [
      { path: '/dashboard/cidades/:cityId/consulta', element: <ResourceViewPage config={config} /> },
    ]);
    expect(await screen.findByRole('button', { name: /^Detalhar \([A-Z]{2}\)$/ })).toBeInTheDocument();
  });
});
