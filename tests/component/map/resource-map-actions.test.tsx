import '../jsdom-layout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getBuscaCidadeQueryOptions } from '@generated/api/cidades/cidades';
import type { Cidade, CidadeInput } from '@generated/api/model';
import type { ListPageConfig, ViewPageConfig } from '@/kit/kit-types';
import { ResourceViewPage } from '@/kit/view/resource-view-page';
import { findResourceRoute } from '../../resources';
import { cidadesConfig as formConfig, renderForm } from '../resource/form/support';
import { cidadesConfig as listConfig, renderList } from '../resource/list/support';
import { setupResourceKit } from '../resource/support';
import { renderApp } from '../session/support';
import { leaflet } from './fake-leaflet-loader';

vi.mock('@/ui/map/leaflet-loader', () => import('./fake-leaflet-loader'));
vi.setConfig({ testTimeout: 20000 });

/** The resource kit with a manifest `map` (cities: title nome, subtitle uf; the locality search fills nome). */
const { api, signIn } = setupResourceKit();
const mapPlace = (cidade: Cidade) => ({
  latitude: cidade.latitude,
  longitude: cidade.longitude,
  title: cidade.nome,
  subtitle: cidade.uf,
});
const mappedList: ListPageConfig<Cidade> = { ...listConfig, mapPlace };
const mappedForm = {
  ...formConfig,
  locality: { latitude: 'latitude', longitude: 'longitude', name: 'nome' },
};

async function cityNamed(token: string, nome: string): Promise<Cidade> {
  const response = await api.call(token, `/v1/cidades?filtros=${encodeURIComponent(nome)}&limitePagina=100`);
  const { items } = (await response.json()) as { items: Cidade[] };
  return items.find((cidade) => cidade.nome === nome)!;
}

describe('resources with coordinates: map and locality search in the resource kit', () => {
  it("a list row opens the record's map; rows without coordinates and lists without `map` have no such action", async () => {
    const token = await signIn();
    await api.call<CidadeInput>(token, '/v1/cidades', {
      method: 'POST',
      json: { nome: 'CAMPINAS SEM MAPA', codigoIbge: '9999996', uf: 'SP' },
    });
    leaflet.reset();
    const user = userEvent.setup();
    const { unmount } = renderList('/dashboard/cidades?busca=campinas', mappedList);
    await screen.findByRole('link', { name: 'Editar CAMPINAS SEM MAPA' });
    await user.click(screen.getByRole('button', { name: 'Mais ações CAMPINAS SEM MAPA' }));
    const noMap = screen.getByRole('menu', { name: 'Mais ações CAMPINAS SEM MAPA' });
    expect(within(noMap).queryByRole('menuitem', { name: /^Ver no mapa/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(leaflet.loads).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Mais ações Campinas' }));
    await user.click(screen.getByRole('menuitem', { name: 'Ver no mapa Campinas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Campinas' });
    expect(await within(dialog).findByRole('img', { name: 'Campinas' })).toHaveAttribute(
      'data-at',
      '-22.9053,-47.0659',
    );
    expect(within(dialog).getByText('SP', { selector: 'p' })).toBeVisible();
    unmount();

    renderList('/dashboard/cidades?busca=campinas');
    await screen.findByRole('link', { name: 'Editar Campinas' });
    await user.click(screen.getByRole('button', { name: 'Mais ações Campinas' }));
    const menu = screen.getByRole('menu', { name: 'Mais ações Campinas' });
    expect(within(menu).queryByRole('menuitem', { name: /^Ver no mapa/ })).not.toBeInTheDocument();
  });

  it("the view page's 'Ver no mapa' shows the record's marker", async () => {
    const token = await signIn();
    const curitiba = await cityNamed(token, 'Curitiba');
    const config: ViewPageConfig<Cidade> = {
      resource: { ...findResourceRoute('cidades')!, recurso: 'cidades' },
      recordQuery: (id) => getBuscaCidadeQueryOptions(id),
      recordLabel: (cidade) => cidade.nome,
      sections: [{ title: 'Dados', fields: [{ label: 'Nome', value: (cidade) => cidade.nome }] }],
      mapPlace,
    };
    const user = userEvent.setup();
    renderApp(`/dashboard/cidades/${curitiba.id}/consulta`, [
      { path: '/dashboard/cidades/:cityId/consulta', element: <ResourceViewPage config={config} /> },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Ver no mapa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Curitiba' });
    expect(await within(dialog).findByRole('img', { name: 'Curitiba' })).toHaveAttribute(
      'data-at',
      `${curitiba.latitude},${curitiba.longitude}`,
    );
  });

  it("the form's 'Pesquisar localidade' fills latitude, longitude and the empty name (upper-cased like typed text)", async () => {
    await signIn();
    const user = userEvent.setup();
    renderForm(mappedForm, '/dashboard/cidades/novo');
    await user.click(await screen.findByRole('button', { name: 'Pesquisar localidade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pesquisa de localidade' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Localidade' }), 'campinas');
    await user.click(await within(dialog).findByRole('radio', { name: /^Campinas, SP, Brasil/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Selecionar' }));

    await waitFor(() => expect(screen.getByLabelText(/^Latitude/)).toHaveValue('-22,905300'));
    expect(screen.getByLabelText(/^Longitude/)).toHaveValue('-47,065900');
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('CAMPINAS');
  });

  it("on edit the record's name is kept, and the filled coordinates are a change that enables Salvar", async () => {
    const token = await signIn();
    const curitiba = await cityNamed(token, 'Curitiba');
    const user = userEvent.setup();
    renderForm(mappedForm, `/dashboard/cidades/${curitiba.id}/edita`);
    expect(await screen.findByLabelText(/^Nome/)).toHaveValue('Curitiba');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Pesquisar localidade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pesquisa de localidade' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Localidade' }), 'Avenida Paulista');
    await user.click(
      await within(dialog).findByRole('radio', { name: /^Avenida Paulista, Bela Vista, São Paulo - SP/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Selecionar' }));

    await waitFor(() =>
      expect((screen.getByLabelText(/^Latitude/) as HTMLInputElement).value).toMatch(/^-23,\d+$/),
    );
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Curitiba');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it("a form without `map` has no 'Pesquisar localidade'", async () => {
    await signIn();
    renderForm(formConfig, '/dashboard/cidades/novo');
    await screen.findByLabelText(/^Latitude/);
    expect(screen.queryByRole('button', { name: 'Pesquisar localidade' })).not.toBeInTheDocument();
  });
});
