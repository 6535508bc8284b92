import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cidade } from '@generated/api/model';
import { getBuscaCidadeQueryOptions } from '@generated/api/cidades/cidades';
import type { ViewPageConfig } from '@/kit/kit-types';
import { ResourceViewPage } from '@/kit/view/resource-view-page';
import { formatIbge } from '@/lib/format/documents';
import { findResourceRoute } from '../../../resources';
import { renderApp } from '../../session/support';
import { setupResourceKit } from '../support';

const { api, signIn } = setupResourceKit();

const config: ViewPageConfig<Cidade> = {
  resource: { ...findResourceRoute('cidades')!, recurso: 'cidades', importable: true },
  recordQuery: (id) => getBuscaCidadeQueryOptions(id),
  recordLabel: (cidade) => cidade.nome,
  sections: [
    {
      title: 'Dados da cidade',
      fields: [
        { label: 'Nome', value: (cidade) => cidade.nome },
        { label: 'Código IBGE', value: (cidade) => formatIbge(cidade.codigoIbge) },
        { label: 'UF', value: (cidade) => cidade.uf, span: 3 },
        { label: 'Latitude', value: () => null, span: 3 },
      ],
    },
  ],
};

function renderView(path: string) {
  return renderApp(path, [
    { path: '/dashboard/cidades/:cityId/consulta', element: <ResourceViewPage config={config} /> },
    { path: '/dashboard/cidades/:cityId/edita', element: <h1>Página de edição</h1> },
    { path: '/dashboard/cidades', element: <h1>Lista</h1> },
  ]);
}

async function firstCity(token: string): Promise<Cidade> {
  const response = await api.call(token, '/v1/cidades?limitePagina=10&pagina=1&situacao=UNLOCK');
  return ((await response.json()) as { items: Cidade[] }).items[0];
}

describe('ResourceViewPage', () => {
  it('shows every field formatted, a dash for empty ones, the audit block and the history', async () => {
    const token = await signIn();
    const city = await firstCity(token);
    renderView(`/dashboard/cidades/${city.id}/consulta`);
    expect(await screen.findByRole('heading', { name: 'Consultar cidade', level: 1 })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Dados da cidade' });
    expect(within(section).getByText(formatIbge(city.codigoIbge))).toBeInTheDocument();
    expect(within(section).getByText('—')).toBeInTheDocument();
    expect(screen.getByText('Ativo')).toBeInTheDocument();
    expect(screen.getByLabelText('Auditoria')).toHaveTextContent(
      /Cadastrado em \d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}/,
    );
    expect(await screen.findByRole('region', { name: 'Histórico de ativação' })).toBeInTheDocument();
  });

  it('locks the record from the view: the status and the history update', async () => {
    const token = await signIn();
    const city = await firstCity(token);
    const user = userEvent.setup();
    renderView(`/dashboard/cidades/${city.id}/consulta`);
    await user.click(await screen.findByRole('button', { name: 'Inativar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inativar registro' });
    await user.type(within(dialog).getByLabelText('Motivo'), 'cadastro duplicado de teste');
    await user.click(within(dialog).getByRole('button', { name: 'Inativar' }));
    expect(await screen.findByText('Inativo')).toBeInTheDocument();
    expect(await screen.findByText('CADASTRO DUPLICADO DE TESTE')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ativar' })).toBeInTheDocument();
  });

  it('offers edit and lock only with their permissions', async () => {
    const token = await signIn('suporte@retaguarda.dev');
    const city = await firstCity(token);
    renderView(`/dashboard/cidades/${city.id}/consulta`);
    expect(await screen.findByRole('heading', { name: 'Consultar cidade' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inativar' })).not.toBeInTheDocument();
  });

  it('the edit action opens the edit page of the record', async () => {
    const token = await signIn();
    const city = await firstCity(token);
    const user = userEvent.setup();
    const { router } = renderView(`/dashboard/cidades/${city.id}/consulta`);
    await user.click(await screen.findByRole('link', { name: 'Editar' }));
    expect(router.state.location.pathname).toBe(`/dashboard/cidades/${city.id}/edita`);
  });

  it('says the record does not exist for an unknown id, without a retry', async () => {
    await signIn();
    renderView('/dashboard/cidades/999999/consulta');
    expect(await screen.findByText('Registro de cidade não encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });
});
