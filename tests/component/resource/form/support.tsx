import '../../jsdom-layout';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { buscaEmpresa, listaEmpresas } from '@generated/api/empresas/empresas';
import { alteraFilial, criaFilial, getBuscaFilialQueryOptions } from '@generated/api/filiais/filiais';
import type { Cidade, Empresa, Filial, FilialInput } from '@generated/api/model';
import { AlteraFilialBody, CriaFilialBody } from '@generated/zod/filiais/filiais';
import { ResourceFormPage } from '@/kit/form/resource-form-page';
import type { FormPageConfig } from '@/kit/kit-types';
import type { ReferenceSource } from '@/kit/choice-types';
import { renderApp } from '../../session/support';
import { generatedFormConfig } from '../generated-config';

type Values = Record<string, unknown>;

/** The form of cidades as the generator writes it, without the map's locality search. */
export const cidadesConfig = await generatedFormConfig<Cidade, Values>('cidades', { map: undefined });

export const empresasSource: ReferenceSource<Empresa> = {
  key: 'empresas',
  list: listaEmpresas,
  get: buscaEmpresa,
  label: (empresa) => empresa.nome,
  params: { acessoLimitado: false },
};

const option = (value: string, label: string) => ({ value, label });

export const filiaisConfig: FormPageConfig<Filial, Values> = {
  resource: {
    segment: 'filiais',
    idParam: 'branchId',
    singular: 'filial',
    plural: 'Filiais',
    gender: 'f',
    recurso: 'filiais',
  },
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        {
          name: 'empresaId',
          label: 'Cliente',
          kind: 'reference',
          required: true,
          reference: empresasSource as unknown as ReferenceSource,
          readOnlyOnEdit: true,
        },
        { name: 'codigo', label: 'Código', kind: 'integer', required: true, min: 1, max: 9999, span: 3 },
        { name: 'nome', label: 'Nome', kind: 'upper', required: true, maxLength: 150 },
        { name: 'fantasia', label: 'Fantasia', kind: 'upper', maxLength: 150 },
        { name: 'cpfcnpj', label: 'CPF/CNPJ', kind: 'cpfCnpj', required: true },
        { name: 'ie', label: 'Inscrição estadual', kind: 'ie', ufField: 'endereco.uf' },
        {
          name: 'tipo',
          label: 'Tipo',
          kind: 'enum',
          required: true,
          options: [option('MATRIZ', 'Matriz'), option('FILIAL', 'Filial')],
        },
        {
          name: 'tipoPessoa',
          label: 'Tipo de pessoa',
          kind: 'enum',
          required: true,
          options: [option('FISICA', 'Física'), option('JURIDICA', 'Jurídica')],
        },
        {
          name: 'regimeTributario',
          label: 'Regime tributário',
          kind: 'enum',
          required: true,
          options: [
            option('SIMPLES_NACIONAL', 'Simples Nacional'),
            option('REAL', 'Lucro real'),
            option('PRESUMIDO', 'Lucro presumido'),
          ],
        },
        {
          name: 'crt',
          label: 'CRT',
          kind: 'enum',
          required: true,
          options: [
            { value: 1, label: '1 - Simples Nacional' },
            { value: 2, label: '2 - Excesso de sublimite' },
            { value: 3, label: '3 - Regime normal' },
          ],
        },
      ],
    },
    { title: 'Endereço', fields: [{ name: 'endereco', label: 'Endereço', kind: 'address', required: true }] },
    {
      title: 'Contatos',
      fields: [
        { name: 'telefones', label: 'Telefones', kind: 'phones' },
        { name: 'emails', label: 'E-mails', kind: 'emails' },
      ],
    },
  ],
  createSchema: CriaFilialBody,
  updateSchema: AlteraFilialBody,
  defaults: {
    empresaId: null,
    codigo: null,
    nome: '',
    fantasia: '',
    cpfcnpj: '',
    ie: '',
    tipo: null,
    tipoPessoa: null,
    regimeTributario: null,
    crt: null,
    endereco: {
      cep: '',
      logradouro: '',
      numero: '',
      complemento: '',
      bairro: '',
      cidadeId: null,
      paisId: null,
    },
    telefones: [],
    emails: [],
  },
  recordQuery: (id) => getBuscaFilialQueryOptions(id),
  toValues: (record) => ({
    ...record,
    fantasia: record.fantasia ?? '',
    ie: record.ie ?? '',
    telefones: record.telefones ?? [],
    emails: record.emails ?? [],
  }),
  create: (values) => criaFilial(values as unknown as FilialInput),
  update: (id, values) => alteraFilial(id, values as unknown as FilialInput),
  recordLabel: (record) => `${record.codigo} - ${record.nome}`,
};

/** The form page at novo and :id/edita, a stub list and consulta, as the app routes them. */
export function formRoutes(
  config: FormPageConfig<Filial, Values> | FormPageConfig<Cidade, Values>,
): RouteObject[] {
  const { segment, idParam } = config.resource;
  const page = <ResourceFormPage config={config as FormPageConfig<Cidade, Values>} />;
  return [
    {
      path: '/dashboard',
      children: [
        { path: segment, element: <p>Lista de {segment}</p> },
        { path: `${segment}/novo`, element: page },
        { path: `${segment}/:${idParam}/edita`, element: page },
        { path: `${segment}/:${idParam}/consulta`, element: <p>Consulta do registro</p> },
      ],
    },
  ];
}

export function renderForm(config: Parameters<typeof formRoutes>[0], path: string) {
  return renderApp(path, formRoutes(config));
}

/** Opens a picker / dropdown from its label (keyboard) and answers its listbox. */
export async function openPicker(user: UserEvent, label: string | RegExp) {
  // The panel of a picker closed just before may still be leaving (its exit transition).
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  const input = screen.getByLabelText(label);
  input.focus();
  await user.keyboard('{Enter}');
  return screen.findByRole('listbox');
}

/** Opens the dropdown labelled `label` and chooses the option named `name`. */
export async function choose(user: UserEvent, label: string | RegExp, name: string | RegExp) {
  const listbox = await openPicker(user, label);
  await user.click(await within(listbox).findByRole('option', { name }));
}
