import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Filial } from '@generated/api/model';
import { filiaisReference } from '@generated/tables/references/filiais';
import type { ReferenceSource } from '@/kit/choice-types';
import type { FormPageConfig } from '@/kit/kit-types';
import type { ResourceRecord } from '@/kit/query-types';
import { buildPng } from '@mocks/db/seed/ticket-files';
import { renderApp, locationOf } from '../../session/support';
import { generatedFormConfig } from '../generated-config';
import { setupResourceKit } from '../support';
import { formRoutes, openPicker } from './support';

/** A real PNG: an image field checks that a .png's bytes are one. */
const pngFile = (name: string) =>
  new File([buildPng(2, 2, () => [25, 118, 210])], name, { type: 'image/png' });

vi.setConfig({ testTimeout: 30000 });
const { api, signIn } = setupResourceKit();

type Values = Record<string, unknown>;
const saved: ResourceRecord = { id: 5, ativo: true };

/** A form of bancos with one field of each kind the other tests do not use, as the generator writes it. */
const written = await generatedFormConfig<ResourceRecord, Values>('bancos', {
  api: { model: 'Banco', multipart: { data: 'dados', image: 'logo', removeImage: 'removeLogo' } },
  form: {
    sections: [
      {
        title: 'Tudo',
        fields: [
          {
            name: 'empresaId',
            label: 'Cliente',
            kind: 'reference',
            reference: 'empresas',
            required: true,
            display: 'empresa.nome',
          },
          {
            name: 'filialId',
            label: 'Filial',
            kind: 'reference',
            reference: 'filiais',
            required: true,
            dependsOn: { field: 'empresaId', param: 'empresaId' },
            display: 'filial.nome',
          },
          { name: 'valor', label: 'Valor', kind: 'currency', required: true },
          { name: 'aliquota', label: 'Alíquota', kind: 'percent', decimals: 2 },
          { name: 'vigencia', label: 'Vigência', kind: 'date', required: true },
          { name: 'ncm', label: 'NCM', kind: 'ncm', required: true },
          { name: 'cfop', label: 'CFOP', kind: 'cfop', required: true },
          { name: 'ativoPadrao', label: 'Ativo por padrão', kind: 'boolean' },
          { name: 'acoes', label: 'Ações', kind: 'actionCodes' },
          { name: 'logo', label: 'Logotipo', kind: 'image', source: 'logoUrl' },
          {
            name: 'valores',
            label: 'Valores',
            kind: 'rows',
            maxRows: 2,
            rowFields: [
              { name: 'eixos', label: 'Eixos', kind: 'integer', required: true },
              { name: 'tarifa', label: 'Tarifa', kind: 'currency', required: true },
            ],
          },
        ],
      },
    ],
  },
});

/**
 * The branch picker's options read 'codigo - nome', as the first test expects them (the app's picker puts
 * the trade name first, which not every branch has).
 */
const branchesByName: ReferenceSource<Filial> = {
  ...filiaisReference,
  label: (filial) => `${filial.codigo} - ${filial.nome}`,
};
const generated: FormPageConfig<ResourceRecord, Values> = {
  ...written,
  sections: written.sections.map((section) => ({
    ...section,
    fields: section.fields.map((field) =>
      field.name === 'filialId'
        ? { ...field, reference: branchesByName as unknown as ReferenceSource }
        : field,
    ),
  })),
};

/** The generated form with the API's side of a test: its bodies, its record, and create / update as spies. */
function kindsConfig(record: Values = {}) {
  const create = vi.fn(async (values: Values) => (void values, saved));
  const update = vi.fn(async (id: number, values: Values) => (void id, void values, saved));
  const config: FormPageConfig<ResourceRecord, Values> = {
    ...generated,
    createSchema: z.object({
      empresaId: z.int(),
      filialId: z.int(),
      valor: z.number().gt(0),
      aliquota: z.number().min(0).nullish(),
      vigencia: z.iso.date(),
      ncm: z.string().regex(/^\d{8}$/),
      cfop: z.string().regex(/^\d{4}$/),
      ativoPadrao: z.boolean(),
      acoes: z.array(z.string()),
      valores: z.array(z.object({ eixos: z.int().min(1), tarifa: z.number().min(0) })),
    }),
    // The edit body of this test resource: the value only (the kit also checks the fields' required flags).
    updateSchema: z.object({ valor: z.number().gt(0) }),
    recordQuery: () => ({ queryKey: ['kinds-record'], queryFn: async () => saved }),
    toValues: () => record,
    create,
    update,
    recordLabel: () => 'REGISTRO',
  };
  return { config, create, update };
}

async function firstActiveCompanyWithBranches(token: string) {
  const branches = (await (await api.call(token, '/v1/filiais?situacao=UNLOCK&limitePagina=100')).json()) as {
    items: Filial[];
  };
  const companies = (await (
    await api.call(token, '/v1/empresas?situacao=UNLOCK&acessoLimitado=false&limitePagina=100')
  ).json()) as { items: { id: number; nome: string }[] };
  const company = companies.items.find((empresa) =>
    branches.items.some((filial) => filial.empresaId === empresa.id),
  )!;
  const other = companies.items.find((empresa) => empresa.id !== company.id)!;
  return { company, other, branches: branches.items.filter((filial) => filial.empresaId === company.id) };
}

describe('ResourceFormPage: values of each kind', () => {
  it('hands create the API values: numbers, yyyy-MM-dd, unmasked codes, ids, action codes, rows and the image', async () => {
    const token = await signIn();
    const { company, branches } = await firstActiveCompanyWithBranches(token);
    const { config, create } = kindsConfig();
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/bancos/novo', formRoutes(config as never));

    // The dependent reference waits for its company.
    const branch = await screen.findByLabelText(/^Filial/);
    expect(branch).toBeDisabled();
    expect(branch).toHaveAccessibleDescription('Informe Cliente primeiro');
    const companies = await openPicker(user, /^Cliente/);
    await user.type(screen.getByPlaceholderText('Pesquisar'), company.nome);
    await user.click(await within(companies).findByRole('option', { name: company.nome }));
    await waitFor(() => expect(branch).toBeEnabled());
    const options = await openPicker(user, /^Filial/);
    const names = (await within(options).findAllByRole('option')).map((option) => option.textContent);
    expect(names.sort()).toEqual(branches.map((filial) => `${filial.codigo} - ${filial.nome}`).sort());
    await user.click(within(options).getAllByRole('option')[0]);

    await user.type(screen.getByLabelText(/^Valor/), '1234,56');
    expect(screen.getByLabelText(/^Valor/)).toHaveValue('R$\u00a01.234,56');
    await user.type(screen.getByLabelText(/^Alíquota/), '12,5');
    await user.type(screen.getByLabelText(/^Vigência/), '05032024');
    expect(screen.getByLabelText(/^Vigência/)).toHaveValue('05/03/2024');
    await user.type(screen.getByLabelText(/^NCM/), '84713012');
    expect(screen.getByLabelText(/^NCM/)).toHaveValue('8471.30.12');
    await user.type(screen.getByLabelText(/^CFOP/), '5102');
    expect(screen.getByLabelText(/^CFOP/)).toHaveValue('5.102');
    await user.click(screen.getByLabelText(/^Ativo por padrão/));
    await user.click(screen.getByRole('button', { name: /Selecionar ações/ }));
    const actions = await screen.findByRole('dialog', { name: 'Seleção de ações' });
    await user.click(await within(actions).findByRole('checkbox', { name: 'CIDADES: Consultar' }));
    await user.click(within(actions).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Seleção de ações' })).not.toBeInTheDocument(),
    );
    const png = pngFile('logo.png');
    await user.upload(screen.getByLabelText(/^Logotipo/), png);
    expect(await screen.findByRole('img', { name: 'Pré-visualização de Logotipo' })).toBeInTheDocument();

    const add = screen.getByRole('button', { name: 'Adicionar em Valores' });
    await user.click(add);
    const row = within(screen.getByRole('group', { name: 'Valores: item 1' }));
    await waitFor(() => expect(row.getByLabelText(/^Eixos/)).toHaveFocus());
    await user.type(row.getByLabelText(/^Eixos/), '2');
    await user.type(row.getByLabelText(/^Tarifa/), '10');
    await user.click(add);
    expect(add).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remover item 2 de Valores' }));
    expect(add).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(locationOf(router)).toBe('/dashboard/bancos/5/consulta'));
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0][0]).toEqual({
      empresaId: company.id,
      filialId: expect.any(Number),
      valor: 1234.56,
      aliquota: 12.5,
      vigencia: '2024-03-05',
      ncm: '84713012',
      cfop: '5102',
      ativoPadrao: true,
      acoes: ['CON_CID'],
      valores: [{ eixos: 2, tarifa: 10 }],
      logo: png,
      removeLogo: false,
    });
    // The toast host loads with the first toast (src/lib/toast/toast-mount.tsx).
    expect(await screen.findByText('Banco cadastrado com sucesso')).toBeInTheDocument();
  });

  it('changing the company clears the branch chosen for the previous one', async () => {
    const token = await signIn();
    const { company, other } = await firstActiveCompanyWithBranches(token);
    const { config } = kindsConfig();
    const user = userEvent.setup();
    renderApp('/dashboard/bancos/novo', formRoutes(config as never));
    const pick = async (nome: string) => {
      const listbox = await openPicker(user, /^Cliente/);
      await user.clear(screen.getByPlaceholderText('Pesquisar'));
      await user.type(screen.getByPlaceholderText('Pesquisar'), nome);
      await user.click(await within(listbox).findByRole('option', { name: nome }));
    };
    await pick(company.nome);
    const options = await openPicker(user, /^Filial/);
    const first = (await within(options).findAllByRole('option'))[0];
    const chosen = first.textContent ?? '';
    await user.click(first);
    const branch = screen.getByLabelText(/^Filial/) as HTMLInputElement;
    await waitFor(() => expect(branch.value).toBe(chosen));
    await pick(other.nome);
    await waitFor(() => expect(branch.value).toBe(''));
  });

  it("offers a styled, labelled image picker: 'Selecionar imagem', then the file's name, its thumbnail and remove", async () => {
    await signIn();
    const { config } = kindsConfig();
    const user = userEvent.setup();
    renderApp('/dashboard/bancos/novo', formRoutes(config as never));
    const input = await screen.findByLabelText(/^Logotipo/);
    expect(input).toHaveAccessibleName('Logotipo Selecionar imagem');
    expect(screen.getByText('Selecionar imagem')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma imagem selecionada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover imagem' })).not.toBeInTheDocument();

    // The keyboard reaches the (visually hidden) file input, whose button shows the focus.
    input.focus();
    expect(input).toHaveFocus();
    await user.upload(input, pngFile('marca-transportadora.png'));
    expect(await screen.findByText('marca-transportadora.png')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Pré-visualização de Logotipo' })).toBeInTheDocument();
    expect(screen.getByText('Trocar imagem')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remover imagem' }));
    expect(screen.getByText('Nenhuma imagem selecionada')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Pré-visualização de Logotipo' })).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('shows a percentage in the input as the list and the view page do (12,50%)', async () => {
    await signIn();
    const { config } = kindsConfig();
    const user = userEvent.setup();
    renderApp('/dashboard/bancos/novo', formRoutes(config as never));
    const rate = await screen.findByLabelText(/^Alíquota/);
    await user.type(rate, '12,5');
    await user.tab();
    expect(rate).toHaveValue('12,50%');
  });

  it('removing the saved image sends the remove flag', async () => {
    await signIn();
    const { config, update } = kindsConfig({
      empresaId: 1,
      filialId: 1,
      valor: 10,
      aliquota: null,
      vigencia: '2024-03-05',
      ncm: '84713012',
      cfop: '5102',
      ativoPadrao: false,
      acoes: [],
      logo: 'https://arquivos.example/logo.png',
      valores: [],
    });
    const user = userEvent.setup();
    renderApp('/dashboard/bancos/5/edita', formRoutes(config as never));
    const preview = await screen.findByRole('img', { name: 'Pré-visualização de Logotipo' });
    expect(preview).toHaveAttribute('src', 'https://arquivos.example/logo.png');
    await user.click(screen.getByRole('button', { name: 'Remover imagem' }));
    expect(screen.queryByRole('img', { name: 'Pré-visualização de Logotipo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]).toEqual([5, { valor: 10, logo: null, removeLogo: true }]);
  });

  it('refuses a file that is not an image at the field', async () => {
    await signIn();
    const { config } = kindsConfig();
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/dashboard/bancos/novo', formRoutes(config as never));
    const input = await screen.findByLabelText(/^Logotipo/);
    await user.upload(input, new File(['%PDF'], 'contrato.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Escolha uma imagem PNG, JPG, WEBP ou SVG')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/Escolha uma imagem PNG, JPG, WEBP ou SVG/);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('refuses an SVG named logo.png at the field, saying its content is not a PNG', async () => {
    await signIn();
    const { config } = kindsConfig();
    const user = userEvent.setup();
    renderApp('/dashboard/bancos/novo', formRoutes(config as never));
    const input = await screen.findByLabelText(/^Logotipo/);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>window.__pwned = 1</script></svg>';
    await user.upload(input, new File([svg], 'logo.png', { type: 'image/png' }));
    expect(
      await screen.findByText('Arquivo recusado: o conteúdo de logo.png não é uma imagem PNG'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nenhuma imagem selecionada')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Pré-visualização de Logotipo' })).not.toBeInTheDocument();
  });
});

describe('ResourceFormPage: UF choice', () => {
  it('lists the 27 UFs', async () => {
    await signIn();
    const { config } = kindsConfig();
    void config;
    const user = userEvent.setup();
    const { cidadesConfig } = await import('./support');
    renderApp('/dashboard/cidades/novo', formRoutes(cidadesConfig));
    const listbox = await openPicker(user, /^UF/);
    expect(within(listbox).getAllByRole('option')).toHaveLength(27);
    await user.click(within(listbox).getByRole('option', { name: 'RS' }));
    expect(screen.getByLabelText(/^UF/)).toHaveValue('RS');
  });
});
