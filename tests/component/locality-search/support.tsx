import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, vi } from 'vitest';
import { LocalitySearchDialog } from '@/kit/locality-search/locality-search-dialog';
import type { LocalityChoice } from '@/kit/locality-search/locality-rules';
import { renderWithProviders, setupResourceKit } from '../resource/support';

/** The mock API with a signed-in admin, and the autocomplete texts the page asked for. */
export function setupLocalitySearch() {
  const kit = setupResourceKit();
  const searches: string[] = [];
  beforeAll(() => {
    kit.api.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/v1/geocode/autocomplete'))
        searches.push(url.searchParams.get('text') ?? '');
    });
  });
  afterEach(() => {
    searches.length = 0;
  });
  return { ...kit, searches };
}

/** The dialog, open, with spies for what it hands back; `user` may advance fake timers. */
export async function openLocalitySearch(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const onSelect = vi.fn<(choice: LocalityChoice) => void>();
  const onHide = vi.fn();
  const user = userEvent.setup(options);
  renderWithProviders(<LocalitySearchDialog visible onHide={onHide} onSelect={onSelect} />);
  const dialog = await screen.findByRole('dialog', { name: 'Pesquisa de localidade' });
  const input = within(dialog).getByRole('searchbox', { name: 'Localidade' });
  const select = within(dialog).getByRole('button', { name: 'Selecionar' });
  return { user, dialog, input, select, onSelect, onHide };
}
