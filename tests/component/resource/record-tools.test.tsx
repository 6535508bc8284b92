import '../jsdom-layout';
import { screen, within } from '@testing-library/react';
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
  return (
    <button type="button" aria-label={variant === 'row' ? `Detalhar ${label}` : undefined}>
      {variant === 'view' ? `Detalhar (${record.uf})` : null}
    </button>
  );
}

describe('record tools of the resource kit', () => {
  it('puts the tool in every row, named with the record, beside the kit’s own actions', async () => {
    await signIn();
    const config: ListPageConfig<Cidade> = { ...listConfig, recordTools: [DescribeTool] };
    renderList('/dashboard/cidades?busca=campinas', config);
    const tool = await screen.findByRole('button', { name: 'Detalhar Campinas' });
    const row = tool.closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Consultar Campinas' })).toBeInTheDocument();
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
    renderApp('/dashboard/cidades/1/consulta', [{ path: '/dashboard/cidades/:cityId/consulta', element: <ResourceViewPage config={config} /> }]);
    expect(await screen.findByRole('button', { name: /^Detalhar \([A-Z]{2}\)$/ })).toBeInTheDocument();
  });
});
