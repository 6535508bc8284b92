import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MapButton } from '@/ui/map/map-button';
import { MapView } from '@/ui/map/map-view';
import { DEFAULT_RUNTIME_CONFIG, loadRuntimeConfig } from '@/lib/config/runtime-config';
import { leaflet } from './fake-leaflet-loader';

vi.mock('@/ui/map/leaflet-loader', () => import('./fake-leaflet-loader'));
vi.setConfig({ testTimeout: 20000 });

const CAMPINAS = { latitude: -22.9053, longitude: -47.0659, title: 'Campinas', subtitle: 'SP' };

/** Loads a runtime configuration as main.tsx does (from config.json). */
async function useRuntimeConfig(config: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(config)),
  );
  await loadRuntimeConfig();
  vi.unstubAllGlobals();
}

beforeEach(() => leaflet.reset());
afterEach(async () => {
  cleanup();
  await useRuntimeConfig({});
});

describe('map dialog', () => {
  it('loads Leaflet only when opened; shows title, subtitle and coordinates, and the marker with its popup', async () => {
    const user = userEvent.setup();
    render(<MapButton place={CAMPINAS} />);
    expect(leaflet.loads).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Ver no mapa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Campinas' });
    expect(within(dialog).getByText('SP', { selector: 'p' })).toBeVisible();
    expect(within(dialog).getByText('-22,905300; -47,065900', { exact: false })).toBeVisible();
    const map = within(dialog).getByRole('region', { name: 'Mapa: Campinas' });
    const marker = await within(map).findByRole('img', { name: 'Campinas' });
    expect(marker).toHaveAttribute('data-at', '-22.9053,-47.0659');
    // The popup opens with the map: title and subtitle, as text.
    expect(within(map).getByText('Campinas', { selector: 'strong' })).toBeInTheDocument();
    expect(within(map).getByText('SP', { selector: 'span' })).toBeInTheDocument();
    expect(leaflet.loads).toBe(1);
  });

  it('takes the tiles from the runtime configuration', async () => {
    await useRuntimeConfig({ tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' });
    render(<MapView places={[CAMPINAS]} label="Mapa" />);
    await screen.findByRole('img', { name: 'Campinas' });
    expect(leaflet.tiles().url).toBe('https://tiles.example/{z}/{x}/{y}.png');
  });

  it('offline: failing tiles show a notice, and the marker stays', async () => {
    render(<MapView places={[CAMPINAS]} label="Mapa" openFirst />);
    await screen.findByRole('img', { name: 'Campinas' });
    expect(leaflet.tiles().url).toBe(DEFAULT_RUNTIME_CONFIG.tileUrl);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    leaflet.tiles().failTile();
    expect(await screen.findByRole('status')).toHaveTextContent('Mapa de fundo indisponível');
    expect(screen.getByRole('img', { name: 'Campinas' })).toBeInTheDocument();
  });

  it('when Leaflet itself cannot be loaded, says so and keeps the coordinates in the dialog', async () => {
    leaflet.fail = true;
    const user = userEvent.setup();
    render(<MapButton place={CAMPINAS} variant="icon" />);
    await user.click(screen.getByRole('button', { name: 'Ver no mapa Campinas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Campinas' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Não foi possível carregar o mapa');
    expect(within(dialog).getByText('-22,905300; -47,065900', { exact: false })).toBeVisible();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it('closes with Fechar and gives the focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<MapButton place={CAMPINAS} variant="icon" name="CAMPINAS" />);
    const opener = screen.getByRole('button', { name: 'Ver no mapa CAMPINAS' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Campinas' });
    const close = within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)!;
    await user.click(close);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(leaflet.maps.at(-1)?.removed).toBe(true);
  });

  it('draws a route and every place: pins, and toll plazas as round markers', async () => {
    render(
      <MapView
        label="Rota"
        places={[
          { latitude: -23.55, longitude: -46.63, title: 'Origem: São Paulo' },
          { latitude: -25.43, longitude: -49.27, title: 'Destino: Curitiba' },
          { latitude: -24.25, longitude: -47.43, title: 'MIRACATU', variant: 'toll' },
        ]}
        line={[
          [-23.55, -46.63],
          [-24.25, -47.43],
          [-25.43, -49.27],
        ]}
      />,
    );
    expect(await screen.findByRole('img', { name: 'Origem: São Paulo' })).toHaveAttribute('data-kind', 'pin');
    expect(screen.getByRole('img', { name: 'Destino: Curitiba' })).toHaveAttribute('data-kind', 'pin');
    expect(screen.getByRole('img', { name: 'praça' })).toHaveAttribute('data-kind', 'toll');
    expect(within(screen.getByRole('list', { name: 'rota' })).getAllByRole('listitem')).toHaveLength(3);
  });
});
