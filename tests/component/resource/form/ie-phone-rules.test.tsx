import '../../jsdom-layout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FiliaisFormPage } from '@generated/pages/filiais/form-page';
import { locationOf, renderApp } from '../../session/support';
import { setupResourceKit } from '../support';
import { choose, openPicker } from './support';

vi.setConfig({ testTimeout: 30000 });
const { api, signIn } = setupResourceKit();

/** The generated branch form (codegen/resources.yaml), as the app routes it. */
function renderBranchForm() {
  return renderApp('/dashboard/filiais/novo', [
    {
      path: '/dashboard',
      children: [
        { path: 'filiais/novo', element: <FiliaisFormPage /> },
        { path: 'filiais/:branchId/consulta', element: <p>Consulta do registro</p> },
      ],
    },
  ]);
}

async function pick(user: UserEvent, label: RegExp, search: string, option: string) {
  const listbox = await openPicker(user, label);
  await user.type(screen.getByPlaceholderText('Pesquisar'), search);
  await user.click(await within(listbox).findByRole('option', { name: option }));
}

/** A branch in Maceió (AL) with every required field but the IE and the phone. */
async function fillBranchInMaceio(user: UserEvent, company: string) {
  await pick(user, /^Cliente/, company, company);
  await user.type(screen.getByLabelText(/^Código/), '82');
  await user.type(screen.getByLabelText(/^Razão social/), 'filial de maceió');
  await user.type(screen.getByLabelText(/^CPF\/CNPJ/), '11222333000181');
  await choose(user, /^Tipo \*?$/, 'Filial');
  await choose(user, /^Tipo de pessoa/, 'Pessoa jurídica');
  await choose(user, /^Regime tributário/, 'Lucro Real');
  await choose(user, /^CRT/, 'Regime Normal');
  await user.type(screen.getByLabelText(/^CEP/), '57020050');
  await user.type(screen.getByLabelText(/^Logradouro/), 'rua do comércio');
  await user.type(screen.getByLabelText(/^Número/), '10');
  await user.type(screen.getByLabelText(/^Bairro/), 'centro');
  await pick(user, /^Cidade/, 'Maceió', 'Maceió - AL');
  await waitFor(() => expect(screen.getByLabelText(/^País/)).toHaveValue('BRASIL'));
}

describe('the generated branch form: IE check digits of AL and DDD-aware phones', () => {
  it('refuses an AL IE with a wrong check digit and a phone with DDD 23 at their fields, keeps what was typed, sends nothing; fixed, it saves', async () => {
    const token = await signIn();
    const company = (
      (await (
        await api.call(token, '/v1/empresas?situacao=UNLOCK&limitePagina=100&acessoLimitado=false')
      ).json()) as {
        items: Array<{ id: number; nome: string }>;
      }
    ).items[0];
    const posts: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (request.method === 'POST') posts.push(request.url);
    };
    api.server.events.on('request:start', onRequest);
    const user = userEvent.setup();
    const { router } = renderBranchForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova filial' })).toBeInTheDocument();
    await fillBranchInMaceio(user, company.nome);

    // 24.000.004-9: the length of an AL number, but its check digit is 8 (SINTEGRA's example 24.000.004-8).
    const ie = screen.getByLabelText(/^Inscrição estadual/);
    await user.type(ie, '24.000.004-9');
    await user.click(screen.getByRole('button', { name: 'Adicionar telefone' }));
    const phoneRow = within(screen.getByRole('group', { name: 'Telefone 1' }));
    const phone = phoneRow.getByLabelText(/^Telefone/);
    // 23 is no DDD (Anatel), though the number has the 11 digits of a mobile.
    await user.type(phone, '23987654321');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(ie).toHaveAccessibleDescription('IE inválida'));
    expect(phone).toHaveAccessibleDescription('Telefone inválido');
    expect(ie).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    // What was typed stays (the IE without its punctuation, the phone with its mask).
    expect(ie).toHaveValue('240000049');
    expect(phone).toHaveValue('(23) 98765-4321');
    expect(screen.getByLabelText(/^Cidade/)).toHaveValue('Maceió - AL');
    expect(posts.filter((url) => url.includes('/v1/filiais'))).toEqual([]);

    // Corrected, both messages go and the branch is saved with them.
    await user.clear(ie);
    await user.type(ie, '24.000.004-8');
    await user.clear(phone);
    await user.type(phone, '82998765432');
    await waitFor(() => expect(ie).not.toHaveAccessibleDescription('IE inválida'));
    expect(phone).not.toHaveAccessibleDescription('Telefone inválido');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Filial cadastrada com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(locationOf(router)).toMatch(/^\/dashboard\/filiais\/\d+\/consulta$/));
    const id = /filiais\/(\d+)\//.exec(locationOf(router))?.[1];
    const saved = await (await api.call(token, `/v1/filiais/${id}`)).json();
    expect(saved).toMatchObject({
      ie: '240000048',
      endereco: { cidade: { nome: 'Maceió' } },
      telefones: [{ tipo: 'CELULAR', numero: '82998765432' }],
    });
    api.server.events.removeListener('request:start', onRequest);
  });
});
