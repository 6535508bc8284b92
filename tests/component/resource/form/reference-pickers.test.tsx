import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Servidor } from '@generated/api/model';
import { buscaServidor, listaServidores } from '@generated/api/servidores/servidores';
import { ReferenceMultiPicker } from '@/kit/fields/reference-multi-picker';
import { ReferencePicker } from '@/kit/fields/reference-picker';
import type { ReferenceSource } from '@/kit/kit-types';
import { renderWithProviders, setupResourceKit } from '../support';
import { openPicker } from './support';

vi.setConfig({ testTimeout: 30000 });
const { api, signIn } = setupResourceKit();

const servidores = {
  key: 'servidores',
  list: listaServidores,
  get: buscaServidor,
  label: (servidor: Servidor) => servidor.nome,
} as unknown as ReferenceSource;

type Server = { id: number; nome: string; ativo: boolean };

async function servers(token: string, situacao: 'UNLOCK' | 'LOCK') {
  return ((await (await api.call(token, `/v1/servidores?situacao=${situacao}&limitePagina=100`)).json()) as { items: Server[] }).items;
}

function Single({ initial }: { initial: number | null }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="servidor">Servidor</label>
      <ReferencePicker id="servidor" source={servidores} value={value} onChange={setValue} />
      <output aria-label="valor">{String(value)}</output>
    </>
  );
}

function Multiple({ initial }: { initial: number[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="servidores">Servidores</label>
      <ReferenceMultiPicker id="servidores" source={servidores} value={value} onChange={setValue} />
      <output aria-label="valores">{value.join(',')}</output>
    </>
  );
}

describe('ReferencePicker', () => {
  it('shows the label of a saved id, searches the API for active records (filtros, UNLOCK) and can be cleared', async () => {
    const token = await signIn();
    const [first, second] = await servers(token, 'UNLOCK');
    const lists: URL[] = [];
    api.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/v1/servidores')) lists.push(url);
    });
    const user = userEvent.setup();
    renderWithProviders(<Single initial={first.id} />);
    const input = screen.getByLabelText('Servidor') as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe(first.nome));
    expect(lists).toEqual([]);

    const listbox = await openPicker(user, 'Servidor');
    await user.type(screen.getByPlaceholderText('Pesquisar'), second.nome);
    await waitFor(() => expect(lists.some((url) => url.searchParams.getAll('filtros').length > 0)).toBe(true));
    const searched = lists.find((url) => url.searchParams.getAll('filtros').length > 0)!;
    expect(searched.searchParams.get('situacao')).toBe('UNLOCK');
    expect(searched.searchParams.getAll('filtros').join(' ')).toBe(second.nome);
    await user.click(await within(listbox).findByRole('option', { name: second.nome }));
    expect(screen.getByRole('status', { name: 'valor' })).toHaveTextContent(String(second.id));

    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    screen.getByRole('button', { name: 'Limpar' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'valor' })).toHaveTextContent('null');
    expect(input.value).toBe('');
    expect(input).toHaveFocus();
    api.server.events.removeAllListeners();
  });
});

describe('ReferenceMultiPicker', () => {
  it('shows saved ids by label and adds active records from the search', async () => {
    const token = await signIn();
    const [first, second] = await servers(token, 'UNLOCK');
    const user = userEvent.setup();
    renderWithProviders(<Multiple initial={[first.id]} />);
    expect(await screen.findByText(first.nome, { selector: '.p-multiselect-token-label' })).toBeInTheDocument();
    const listbox = await openPicker(user, 'Servidores');
    await user.type(screen.getByPlaceholderText('Pesquisar'), second.nome);
    await user.click(await within(listbox).findByRole('option', { name: second.nome }));
    expect(screen.getByRole('status', { name: 'valores' })).toHaveTextContent(`${first.id},${second.id}`);
  });
});
