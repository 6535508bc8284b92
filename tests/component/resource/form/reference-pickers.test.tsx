import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Servidor } from '@generated/api/model';
import { buscaServidor, listaServidores } from '@generated/api/servidores/servidores';
import { empresasReference } from '@generated/tables/references/empresas';
import { ReferenceMultiPicker } from '@/kit/fields/reference-multi-picker';
import { ReferencePicker } from '@/kit/fields/reference-picker';
import { formatCpfCnpj } from '@/lib/format/documents';
import type { ReferenceSource } from '@/kit/choice-types';
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
  return (
    (await (await api.call(token, `/v1/servidores?situacao=${situacao}&limitePagina=100`)).json()) as {
      items: Server[];
    }
  ).items;
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
    await waitFor(() =>
      expect(lists.some((url) => url.searchParams.getAll('filtros').length > 0)).toBe(true),
    );
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
    expect(
      await screen.findByText(first.nome, { selector: '.p-multiselect-token-label' }),
    ).toBeInTheDocument();
    const listbox = await openPicker(user, 'Servidores');
    await user.type(screen.getByPlaceholderText('Pesquisar'), second.nome);
    await user.click(await within(listbox).findByRole('option', { name: second.nome }));
    expect(screen.getByRole('status', { name: 'valores' })).toHaveTextContent(`${first.id},${second.id}`);
  });
});

describe('a picker whose options share a name', () => {
  it('shows what tells them apart (CNPJ, city) as a second line of those options, and reads it with their name', async () => {
    await signIn();
    // Two active customers of the picker (no limited access) named alike, as the seed has them.
    const customers = api.ctx.db.resources.empresas
      .all()
      .filter((empresa) => empresa.ativo && !empresa.acessoLimitado);
    const twins = customers.filter((empresa) =>
      customers.some((other) => other.id !== empresa.id && other.nome === empresa.nome),
    );
    expect(twins.length).toBeGreaterThanOrEqual(2);
    const [one, other] = twins.filter((empresa) => empresa.nome === twins[0].nome);
    function Customer() {
      const [value, setValue] = useState<number | null>(null);
      return (
        <>
          <label htmlFor="cliente">Cliente</label>
          <ReferencePicker id="cliente" source={empresasReference} value={value} onChange={setValue} />
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Customer />);
    const listbox = await openPicker(user, 'Cliente');
    await user.type(screen.getByPlaceholderText('Pesquisar'), one.nome);
    const detailOf = (empresa: typeof one) =>
      `${formatCpfCnpj(empresa.cpfcnpj)} · ${empresa.endereco.cidade?.nome}`;
    const first = await within(listbox).findByRole(
      'option',
      { name: `${one.nome} — ${detailOf(one)}` },
      { timeout: 8000 },
    );
    const second = within(listbox).getByRole('option', { name: `${other.nome} — ${detailOf(other)}` });
    expect(first).toHaveTextContent(one.nome);
    expect(first.querySelector('.resource-picker__option-detail')).toHaveTextContent(detailOf(one));
    expect(second.querySelector('.resource-picker__option-detail')).toHaveTextContent(detailOf(other));
    // A name that no other option shares reads alone, with no second line.
    const unique = customers.find((empresa) => !twins.includes(empresa))!;
    await user.clear(screen.getByPlaceholderText('Pesquisar'));
    await user.type(screen.getByPlaceholderText('Pesquisar'), unique.nome);
    const alone = await within(listbox).findByRole('option', { name: unique.nome }, { timeout: 8000 });
    expect(alone.querySelector('.resource-picker__option-detail')).toBeNull();

    // Chosen, the field reads which of the two it is.
    await user.clear(screen.getByPlaceholderText('Pesquisar'));
    await user.type(screen.getByPlaceholderText('Pesquisar'), one.nome);
    await user.click(
      await within(listbox).findByRole(
        'option',
        { name: `${one.nome} — ${detailOf(one)}` },
        { timeout: 8000 },
      ),
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Cliente') as HTMLInputElement).value).toBe(
        `${one.nome} — ${detailOf(one)}`,
      ),
    );
  });
});
