import '../jsdom-layout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as msw } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RoutePreviewButton } from '@/resources/pracas-pedagio/toll-route/route-preview-button';
import { previewRoute } from '@/resources/pracas-pedagio/toll-route/use-route-preview';
import { formatBrl } from '@/lib/format/currency';
import { leaflet } from '../map/fake-leaflet-loader';
import { choose } from '../resource/form/support';
import { renderWithProviders, setupResourceKit } from '../resource/support';

vi.mock('@/ui/map/leaflet-loader', () => import('../map/fake-leaflet-loader'));
vi.setConfig({ testTimeout: 60_000 });

const { api, signIn } = setupResourceKit();
const SAO_PAULO = { nome: 'São Paulo', latitude: -23.5329, longitude: -46.6395 };
const CURITIBA = { nome: 'Curitiba', latitude: -25.4195, longitude: -49.2646 };

/** The geocode calls of the page, with their bodies. */
const calls: Array<{ path: string; body: unknown }> = [];
beforeAll(() => {
  api.server.events.on('request:start', async ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.includes('/v1/geocode/') && request.method === 'POST')
      calls.push({ path: pathname.replace(/^.*\/v1/, '/v1'), body: await request.clone().json() });
  });
});

/** The active Régis Bittencourt plazas (BR-116, São Paulo–Curitiba) from north to south, as the API has them. */
function regisPlazas() {
  return api.ctx.db.resources['praca-pedagio']
    .all()
    .filter((plaza) => plaza.ativo && plaza.concessionaria === 'ARTERIS RÉGIS BITTENCOURT')
    .sort((a, b) => b.latitude - a.latitude);
}

async function chooseLocality(
  user: ReturnType<typeof userEvent.setup>,
  opener: string,
  text: string,
  label: RegExp,
) {
  await user.click(screen.getByRole('button', { name: opener }));
  const dialog = await screen.findByRole('dialog', { name: 'Pesquisa de localidade' });
  await user.type(within(dialog).getByRole('searchbox', { name: 'Localidade' }), text);
  // Each search ranks the mock API's whole gazetteer (every city and CEP): on a busy two-core machine
  // an answer once took over the default 10 s.
  await user.click(await within(dialog).findByRole('radio', { name: label }, { timeout: 20_000 }));
  await user.click(within(dialog).getByRole('button', { name: 'Selecionar' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Pesquisa de localidade' })).not.toBeInTheDocument(),
  );
}

describe('toll route preview', () => {
  it('snaps origin and destination (radius 900), asks the truck route for the axle count and lists the plazas on it in order', async () => {
    await signIn();
    calls.length = 0;
    const preview = await previewRoute({ origin: SAO_PAULO, destination: CURITIBA, axles: 6 });
    expect(calls.map((call) => call.path)).toEqual([
      '/v1/geocode/snap/driving-car',
      '/v1/geocode/directions/driving-car/6',
    ]);
    expect(calls[0].body).toEqual({
      locations: [
        [SAO_PAULO.longitude, SAO_PAULO.latitude],
        [CURITIBA.longitude, CURITIBA.latitude],
      ],
      radius: 900,
    });
    expect(preview.tolls.map((toll) => toll.plaza.id)).toEqual(regisPlazas().map((plaza) => plaza.id));
    expect(preview.tolls.map((toll) => toll.value)).toEqual(
      regisPlazas().map((plaza) => plaza.valores!.find((valor) => valor.eixos === 6)!.valor),
    );
    expect(preview.distance).toBeGreaterThan(300_000);
    expect(preview.line.length).toBeGreaterThan(10);
  });

  it('from the list toolbar: origin and destination from the locality search, the axle count, the route on the map, the plazas and the total', async () => {
    await signIn();
    leaflet.reset();
    calls.length = 0;
    const user = userEvent.setup();
    renderWithProviders(<RoutePreviewButton />);
    await user.click(screen.getByRole('button', { name: 'Prévia de rota' }));
    const drawer = await screen.findByRole('dialog', { name: 'Prévia de rota com pedágios' });
    const calculate = within(drawer).getByRole('button', { name: 'Calcular rota' });
    expect(calculate).toBeDisabled();

    await chooseLocality(user, 'Escolher origem', 'são paulo', /^São Paulo, SP, Brasil/);
    expect(calculate).toBeDisabled();
    await chooseLocality(user, 'Escolher destino', 'curitiba', /^Curitiba, PR, Brasil/);
    expect(within(drawer).getByText('Curitiba')).toBeVisible();
    await choose(user, 'Eixos do veículo', '6 eixos');
    await user.dblClick(calculate);

    const table = await within(drawer).findByRole('table');
    const plazas = regisPlazas();
    const rows = within(table).getAllByRole('row').slice(1, -1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      plazas.map((plaza) => plaza.nome),
    );
    expect(rows.every((row) => row.textContent?.includes(formatBrl(25.8)))).toBe(true);
    expect(within(table).getByRole('columnheader', { name: 'Valor (6 eixos)' })).toBeInTheDocument();
    const total =
      plazas.reduce((sum, plaza) => sum + plaza.valores!.find((valor) => valor.eixos === 6)!.valor * 100, 0) /
      100;
    expect(
      within(table).getByRole('row', { name: new RegExp(`^Total ${formatBrl(total).replace('$', '\\$')}`) }),
    ).toBeInTheDocument();
    // The map: origin and destination pins, one round marker per plaza, the route's line.
    const map = within(drawer).getByRole('region', { name: 'Mapa da rota' });
    expect(within(map).getByRole('img', { name: 'Origem: São Paulo' })).toBeInTheDocument();
    expect(within(map).getByRole('img', { name: 'Destino: Curitiba' })).toBeInTheDocument();
    expect(within(map).getAllByRole('img', { name: 'praça' })).toHaveLength(plazas.length);
    expect(within(map).getByRole('list', { name: 'rota' })).toBeInTheDocument();
    // A double click calculated once, however quick the answer is.
    expect(calls.filter((call) => call.path.includes('/directions/'))).toHaveLength(1);

    // Another axle count: the result goes until it is calculated again.
    await choose(user, 'Eixos do veículo', '2 eixos');
    expect(within(drawer).queryByRole('table')).not.toBeInTheDocument();
    await user.click(calculate);
    expect(await within(drawer).findByRole('columnheader', { name: 'Valor (2 eixos)' })).toBeInTheDocument();
    expect(calls.map((call) => call.path).at(-1)).toBe('/v1/geocode/directions/driving-car/2');
  });

  it('a refused route says so (the API message as a toast), keeps the choices and can be calculated again', async () => {
    await signIn();
    let refuse = true;
    api.server.use(
      msw.post('*/v1/geocode/directions/driving-car/:axes', () =>
        refuse
          ? HttpResponse.json(
              { errors: [{ campo: 'coordinates', errors: ['Rota não encontrada entre os pontos'] }] },
              { status: 400 },
            )
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<RoutePreviewButton />);
    await user.click(screen.getByRole('button', { name: 'Prévia de rota' }));
    const drawer = await screen.findByRole('dialog', { name: 'Prévia de rota com pedágios' });
    await chooseLocality(user, 'Escolher origem', 'campinas', /^Campinas, SP, Brasil/);
    await chooseLocality(user, 'Escolher destino', 'curitiba', /^Curitiba, PR, Brasil/);
    await user.click(within(drawer).getByRole('button', { name: 'Calcular rota' }));

    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Não foi possível calcular a rota');
    expect(await screen.findByText('Rota não encontrada entre os pontos')).toBeInTheDocument();
    expect(within(drawer).getByText('Campinas')).toBeVisible();
    expect(within(drawer).queryByRole('table')).not.toBeInTheDocument();
    refuse = false;
    await user.click(within(drawer).getByRole('button', { name: 'Calcular rota' }));
    expect(await within(drawer).findByRole('region', { name: 'Mapa da rota' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
  });
});
