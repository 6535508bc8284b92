import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http as msw } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaflet } from '../map/fake-leaflet-loader';
import { openLocalitySearch, setupLocalitySearch } from './support';

vi.mock('@/ui/map/leaflet-loader', () => import('../map/fake-leaflet-loader'));
vi.setConfig({ testTimeout: 20000 });

const { api, signIn, searches } = setupLocalitySearch();
const HINT = 'Informe ao menos 3 caracteres para iniciar a busca';

afterEach(() => vi.useRealTimers());

describe("'Pesquisa de localidade'", () => {
  it('has the search box focused and asks for 3 characters; nothing is searched below that', async () => {
    await signIn();
    const { user, dialog, input, select } = await openLocalitySearch();
    expect(input).toHaveFocus();
    expect(within(dialog).getByText(HINT)).toBeVisible();
    await user.type(input, 'sa');
    expect(within(dialog).getByText(HINT)).toBeVisible();
    await user.type(input, '{Backspace}{Backspace}  a  ');
    expect(within(dialog).getByText(HINT)).toBeVisible();
    expect(select).toBeDisabled();
    // A real search afterwards proves the quiet period was long enough for the short texts too.
    await user.clear(input);
    await user.type(input, 'xyzxyz');
    expect(await within(dialog).findByText('Nenhuma localidade encontrada')).toBeVisible();
    expect(searches).toEqual(['xyzxyz']);
  });

  it('searches 400 ms after the last key, once for the whole word', async () => {
    await signIn();
    const { dialog, input } = await openLocalitySearch();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(input, { target: { value: 'cam' } });
    await vi.advanceTimersByTimeAsync(300);
    fireEvent.change(input, { target: { value: 'camp' } });
    await vi.advanceTimersByTimeAsync(399);
    expect(searches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(searches).toEqual(['camp']));
    fireEvent.change(input, { target: { value: 'campinas' } });
    await vi.advanceTimersByTimeAsync(400);
    await vi.waitFor(() => expect(searches).toEqual(['camp', 'campinas']));
    vi.useRealTimers();
    expect(await within(dialog).findByRole('radio', { name: /Campinas, SP, Brasil/ })).toBeInTheDocument();
  });

  it('shows the empty result with its hint', async () => {
    await signIn();
    const { user, dialog, input, select } = await openLocalitySearch();
    await user.type(input, 'lugar que não existe');
    expect(await within(dialog).findByText('Nenhuma localidade encontrada')).toBeVisible();
    expect(within(dialog).getByText('Verifique os termos da busca e tente novamente')).toBeVisible();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(select).toBeDisabled();
  });

  it("lists label and 'latitude, longitude' as radios; Selecionar, enabled by a choice, returns name, latitude and longitude", async () => {
    await signIn();
    const { user, dialog, input, select, onSelect, onHide } = await openLocalitySearch();
    await user.type(input, 'campinas');
    const campinas = await within(dialog).findByRole('radio', {
      name: 'Campinas, SP, Brasil Latitude e longitude: -22,905300; -47,065900',
    });
    expect(select).toBeDisabled();
    await user.click(campinas);
    expect(campinas).toBeChecked();
    expect(select).toBeEnabled();
    await user.click(select);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({
      nome: 'Campinas',
      latitude: -22.9053,
      longitude: -47.0659,
    });
    expect(onHide).toHaveBeenCalled();
  });

  it('a new search drops the choice until one of its results is chosen', async () => {
    await signIn();
    const { user, dialog, input, select } = await openLocalitySearch();
    await user.type(input, 'campinas');
    await user.click(await within(dialog).findByRole('radio', { name: /Campinas, SP, Brasil/ }));
    expect(select).toBeEnabled();
    await user.clear(input);
    await user.type(input, 'curitiba');
    expect(select).toBeDisabled();
    await user.click(await within(dialog).findByRole('radio', { name: /Curitiba, PR, Brasil/ }));
    expect(select).toBeEnabled();
  });

  it('each result opens the map dialog with its marker', async () => {
    await signIn();
    leaflet.reset();
    const { user, dialog, input } = await openLocalitySearch();
    await user.type(input, 'campinas');
    await user.click(await within(dialog).findByRole('button', { name: 'Ver no mapa Campinas, SP, Brasil' }));
    const map = await screen.findByRole('dialog', { name: 'Campinas' });
    expect(await within(map).findByRole('img', { name: 'Campinas' })).toHaveAttribute(
      'data-at',
      '-22.9053,-47.0659',
    );
    expect(within(map).getByText('Campinas, SP, Brasil', { selector: 'p' })).toBeVisible();
  });

  it('a failed search says so (the API message as a toast) and can be tried again', async () => {
    await signIn();
    let fail = true;
    api.server.use(
      msw.get('*/v1/geocode/autocomplete', () =>
        fail ? HttpResponse.json({ erro: 'Serviço de mapas indisponível' }, { status: 503 }) : undefined,
      ),
    );
    const { user, dialog, input } = await openLocalitySearch();
    await user.type(input, 'campinas');
    expect(
      await within(dialog).findByText('Não foi possível concluir a pesquisa.', {}, { timeout: 8000 }),
    ).toBeVisible();
    expect(await screen.findByText('Serviço de mapas indisponível')).toBeInTheDocument();
    expect(input).toHaveValue('campinas');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: /Campinas, SP, Brasil/ })).toBeInTheDocument(),
    );
  });
});
