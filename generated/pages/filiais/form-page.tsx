/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import { alteraFilial, criaFilial, getBuscaFilialQueryOptions } from '@generated/api/filiais/filiais';
import type { Filial, FilialInput } from '@generated/api/model';
import {
  crtOptions,
  regimeTributarioOptions,
  tipoFilialOptions,
  tipoPessoaOptions,
} from '@generated/tables/enums';
import { empresasReference } from '@generated/tables/references/empresas';
import { filiaisResource } from '@generated/tables/resources';
import { AlteraFilialBody, CriaFilialBody } from '@generated/zod/filiais/filiais';
import { type FormPageConfig, ResourceFormPage } from '@/kit';

/** The form's values: the API input while it is being filled in (the kit validates it with the zod schema). */
type Values = { [K in keyof FilialInput]?: unknown };

const config: FormPageConfig<Filial, Values, FilialInput> = {
  resource: filiaisResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        {
          name: 'empresaId',
          label: 'Cliente',
          kind: 'reference',
          required: true,
          reference: empresasReference,
        },
        { name: 'codigo', label: 'Código', kind: 'integer', required: true, min: 1, max: 9999 },
        { name: 'nome', label: 'Razão social ou nome', kind: 'upper', required: true, maxLength: 150 },
        { name: 'fantasia', label: 'Nome fantasia', kind: 'upper', maxLength: 150 },
        { name: 'tipo', label: 'Tipo', kind: 'enum', required: true, options: tipoFilialOptions },
        {
          name: 'tipoPessoa',
          label: 'Tipo de pessoa',
          kind: 'enum',
          required: true,
          options: tipoPessoaOptions,
        },
        { name: 'cpfcnpj', label: 'CPF/CNPJ', kind: 'cpfCnpj', required: true },
        { name: 'ie', label: 'Inscrição estadual', kind: 'ie', ufField: 'endereco.uf' },
      ],
    },
    {
      title: 'Tributação',
      fields: [
        {
          name: 'regimeTributario',
          label: 'Regime tributário',
          kind: 'enum',
          required: true,
          options: regimeTributarioOptions,
        },
        { name: 'crt', label: 'CRT', kind: 'enum', required: true, options: crtOptions },
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
    tipo: null,
    tipoPessoa: null,
    cpfcnpj: '',
    ie: '',
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
    empresaId: record.empresaId,
    codigo: record.codigo,
    nome: record.nome,
    fantasia: record.fantasia ?? '',
    tipo: record.tipo,
    tipoPessoa: record.tipoPessoa,
    cpfcnpj: record.cpfcnpj,
    ie: record.ie ?? '',
    regimeTributario: record.regimeTributario,
    crt: record.crt,
    endereco: record.endereco,
    telefones: record.telefones ?? [],
    emails: record.emails ?? [],
  }),
  create: (values) => criaFilial(values),
  update: (id, values) => alteraFilial(id, values),
  recordLabel: (record) => `${record.codigo ?? ''} - ${record.fantasia || record.nome || ''}`,
};

/** Create (novo) and edit (:id/edita) page: Filiais. */
export function FiliaisFormPage() {
  return <ResourceFormPage config={config} />;
}
