import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http as msw, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { locationOf } from '../../session/support';
import { setupResourceKit } from '../support';
import { choose, filiaisConfig, openPicker, renderForm } from './support';

vi.setConfig({ testTimeout: 30000 });
const { api, signIn } = setupResourceKit();

interface Page<T> {
  items: T[];
}
type Company = { id: number; nome: string; ativo: boolean; acessoLimitado?: boolean };

async function companies(token: string, situacao: 'UNLOCK' | 'LOCK') {
  const response = await api.call(
    token,
    `/v1/empresas?situacao=${situacao}&limitePagina=100&acessoLimitado=false`,
  );
  return ((await response.json()) as Page<Company>).items;
}

async function pickCompany(user: UserEvent, nome: string) {
  const listbox = await openPicker(user, /^Cliente/);
  await user.type(screen.getByPlaceholderText('Pesquisar'), nome);
  await user.click(await within(listbox).findByRole('option', { name: nome }));
}

/** Fills every required field of a valid branch but the address and contacts. */
async function fillGeneral(user: UserEvent, company: string) {
  await pickCompany(user, company);
  await user.type(screen.getByLabelText(/^Código/), '77');
  await user.type(screen.getByLabelText(/^Nome/), 'filial do teste');
  await user.type(screen.getByLabelText(/^CPF\/CNPJ/), '12abc34501de35');
  await choose(user, /^Tipo \*?$/, 'Filial');
  await choose(user, /^Tipo de pessoa/, 'Jurídica');
  await choose(user, /^Regime tributário/, 'Lucro real');
  await choose(user, /^CRT/, '3 - Regime normal');
}

describe('ResourceFormPage (filiais: address, phones, references)', () => {
  it('the CEP lookup fills the address; a valid branch with a phone is saved as the API expects', async () => {
    const token = await signIn();
    const [company] = await companies(token, 'UNLOCK');
    const user = userEvent.setup();
    const { router } = renderForm(filiaisConfig, '/dashboard/filiais/novo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova filial' })).toBeInTheDocument();
    // A new address starts in Brasil.
    await waitFor(() => expect(screen.getByLabelText(/^País/)).toHaveValue('BRASIL'));
    await fillGeneral(user, company.nome);
    expect(screen.getByLabelText(/^CPF\/CNPJ/)).toHaveValue('12.ABC.345/01DE-35');

    await user.type(screen.getByLabelText(/^CEP/), '01001000');
    expect(screen.getByLabelText(/^CEP/)).toHaveValue('01.001-000');
    await waitFor(() => expect(screen.getByLabelText(/^Logradouro/)).toHaveValue('PRAÇA DA SÉ'));
    expect(screen.getByLabelText(/^Bairro/)).toHaveValue('SÉ');
    await waitFor(() => expect(screen.getByLabelText(/^Cidade/)).toHaveValue('São Paulo - SP'));
    await user.type(screen.getByLabelText(/^Número/), '100');
    // The IE is checked against the UF of the city (SP).
    await user.type(screen.getByLabelText(/^Inscrição estadual/), '110.042.490.114');

    await user.click(screen.getByRole('button', { name: 'Adicionar telefone' }));
    const phone = within(screen.getByRole('group', { name: 'Telefone 1' }));
    await user.type(phone.getByLabelText(/^Telefone/), '11987654321');
    expect(phone.getByLabelText(/^Telefone/)).toHaveValue('(11) 98765-4321');
    await user.type(phone.getByLabelText(/^Operadora/), 'vivo');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Filial cadastrada com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(locationOf(router)).toMatch(/^\/dashboard\/filiais\/\d+\/consulta$/));
    const id = /filiais\/(\d+)\//.exec(locationOf(router))?.[1];
    const saved = await (await api.call(token, `/v1/filiais/${id}`)).json();
    expect(saved).toMatchObject({
      empresaId: company.id,
      codigo: 77,
      nome: 'FILIAL DO TESTE',
      cpfcnpj: '12ABC34501DE35',
      ie: '110042490114',
      endereco: {
        cep: '01001000',
        logradouro: 'PRAÇA DA SÉ',
        numero: '100',
        bairro: 'SÉ',
        cidade: { nome: 'São Paulo' },
        pais: { nome: 'BRASIL' },
      },
      telefones: [{ tipo: 'CELULAR', numero: '11987654321', operadora: 'VIVO' }],
    });
  });

  it('refuses a bad CPF/CNPJ, a short phone and an IE of another UF at their fields, and sends nothing', async () => {
    const token = await signIn();
    const [company] = await companies(token, 'UNLOCK');
    const posts: string[] = [];
    api.server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(request.url);
    });
    const user = userEvent.setup();
    renderForm(filiaisConfig, '/dashboard/filiais/novo');
    await screen.findByRole('heading', { level: 1, name: 'Nova filial' });
    await fillGeneral(user, company.nome);
    await user.clear(screen.getByLabelText(/^CPF\/CNPJ/));
    await user.type(screen.getByLabelText(/^CPF\/CNPJ/), '11222333000182');
    await user.type(screen.getByLabelText(/^CEP/), '01001000');
    await waitFor(() => expect(screen.getByLabelText(/^Cidade/)).toHaveValue('São Paulo - SP'));
    await user.type(screen.getByLabelText(/^Inscrição estadual/), '0623079040081');
    await user.click(screen.getByRole('button', { name: 'Adicionar telefone' }));
    await user.type(
      within(screen.getByRole('group', { name: 'Telefone 1' })).getByLabelText(/^Telefone/),
      '119876543',
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^CPF\/CNPJ/)).toHaveAccessibleDescription('CPF/CNPJ inválido'),
    );
    expect(
      within(screen.getByRole('group', { name: 'Telefone 1' })).getByLabelText(/^Telefone/),
    ).toHaveAccessibleDescription('Telefone inválido');
    expect(screen.getByLabelText(/^Inscrição estadual/)).toHaveAccessibleDescription('IE inválida');
    expect(screen.getByLabelText(/^Número/)).toHaveAccessibleDescription('Campo obrigatório');
    expect(posts).toEqual([]);
    api.server.events.removeAllListeners();
  });

  it('an API error at a nested path lands at that input, and every value stays', async () => {
    const token = await signIn();
    const [company] = await companies(token, 'UNLOCK');
    api.server.use(
      msw.post('*/v1/filiais', () =>
        HttpResponse.json(
          {
            erro: 'Dados inválidos',
            errors: [{ campo: 'telefones[0].numero', errors: ['Telefone já usado por outra filial'] }],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderForm(filiaisConfig, '/dashboard/filiais/novo');
    await screen.findByRole('heading', { level: 1, name: 'Nova filial' });
    await fillGeneral(user, company.nome);
    await user.type(screen.getByLabelText(/^CEP/), '01001000');
    await waitFor(() => expect(screen.getByLabelText(/^Cidade/)).toHaveValue('São Paulo - SP'));
    await user.type(screen.getByLabelText(/^Número/), '7');
    await user.click(screen.getByRole('button', { name: 'Adicionar telefone' }));
    const phone = within(screen.getByRole('group', { name: 'Telefone 1' })).getByLabelText(/^Telefone/);
    await user.type(phone, '1133334444');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(phone).toHaveAccessibleDescription('Telefone já usado por outra filial'));
    expect(phone).toHaveValue('(11) 3333-4444');
    expect(screen.getByLabelText(/^Logradouro/)).toHaveValue('PRAÇA DA SÉ');
    expect(screen.getByLabelText(/^Número/)).toHaveValue('7');
    expect(screen.getByLabelText(/^Cliente/)).toHaveValue(company.nome);
  });

  it('the company picker lists active companies only', async () => {
    const token = await signIn();
    const [inactive] = await companies(token, 'LOCK');
    const [active] = await companies(token, 'UNLOCK');
    expect(inactive).toBeDefined();
    const user = userEvent.setup();
    renderForm(filiaisConfig, '/dashboard/filiais/novo');
    await screen.findByRole('heading', { level: 1, name: 'Nova filial' });
    const listbox = await openPicker(user, /^Cliente/);
    await user.type(screen.getByPlaceholderText('Pesquisar'), inactive.nome);
    expect(await within(listbox).findByText('Nenhum registro encontrado')).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('Pesquisar'));
    await user.type(screen.getByPlaceholderText('Pesquisar'), active.nome);
    expect(await within(listbox).findByRole('option', { name: active.nome })).toBeInTheDocument();
  });

  it('an unknown CEP shows the API message and keeps what was typed', async () => {
    await signIn();
    const user = userEvent.setup();
    renderForm(filiaisConfig, '/dashboard/filiais/novo');
    await screen.findByRole('heading', { level: 1, name: 'Nova filial' });
    await user.type(screen.getByLabelText(/^Logradouro/), 'rua sem cep');
    await user.type(screen.getByLabelText(/^CEP/), '99999999');
    expect(await screen.findByText('CEP não encontrado')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Logradouro/)).toHaveValue('RUA SEM CEP');
    expect(screen.getByLabelText(/^CEP/)).toHaveValue('99.999-999');
  });

  it('the edit form shows the saved address with its city and country labels', async () => {
    const token = await signIn();
    const branch = (await (await api.call(token, '/v1/filiais/1')).json()) as {
      nome: string;
      endereco: { cep: string; cidade: { nome: string } };
      empresa: { nome: string };
    };
    renderForm(filiaisConfig, '/dashboard/filiais/1/edita');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar filial' })).toBeInTheDocument();
    await waitFor(() =>
      expect((screen.getByLabelText(/^Cidade/) as HTMLInputElement).value).toContain(
        branch.endereco.cidade.nome,
      ),
    );
    expect(within(screen.getByRole('region', { name: 'Dados gerais' })).getByLabelText(/^Nome/)).toHaveValue(
      branch.nome,
    );
    // The company identifies the branch: read-only on edit.
    await waitFor(() => expect(screen.getByLabelText(/^Cliente/)).toHaveValue(branch.empresa.nome));
    expect(screen.getByLabelText(/^Cliente/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });
});
