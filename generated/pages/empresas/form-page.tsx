/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import { alteraEmpresa, criaEmpresa, getBuscaEmpresaQueryOptions } from '@generated/api/empresas/empresas';
import type { Empresa, EmpresaInput } from '@generated/api/model';
import { planosReference } from '@generated/tables/references/planos';
import { servidoresReference } from '@generated/tables/references/servidores';
import { empresasResource } from '@generated/tables/resources';
import { AlteraEmpresaBody, CriaEmpresaBody } from '@generated/zod/empresas/empresas';
import { type FormPageConfig, ResourceFormPage } from '@/kit';

/** The form's values: the API input while it is being filled in (the kit validates it with the zod schema). */
type Values = { [K in keyof EmpresaInput]?: unknown } & { logo?: unknown; removeLogo?: unknown };

const config: FormPageConfig<Empresa, Values, EmpresaInput & { logo?: unknown; removeLogo?: unknown }> = {
  resource: empresasResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { name: 'logo', label: 'Logotipo', kind: 'image', span: 12 },
        {
          name: 'nome',
          label: 'Razão social ou nome',
          kind: 'upper',
          required: true,
          maxLength: 150,
          span: 12,
        },
        { name: 'cpfcnpj', label: 'CPF/CNPJ', kind: 'cpfCnpj', required: true },
        { name: 'ie', label: 'Inscrição estadual', kind: 'ie', ufField: 'endereco.uf' },
        { name: 'planoId', label: 'Plano', kind: 'reference', required: true, reference: planosReference },
        {
          name: 'servidorId',
          label: 'Servidor',
          kind: 'reference',
          required: true,
          reference: servidoresReference,
        },
        { name: 'acessoLimitado', label: 'Acesso limitado', kind: 'boolean' },
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
  createSchema: CriaEmpresaBody.shape.dados,
  updateSchema: AlteraEmpresaBody.shape.dados,
  defaults: {
    logo: null,
    nome: '',
    cpfcnpj: '',
    ie: '',
    planoId: null,
    servidorId: null,
    acessoLimitado: false,
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
  recordQuery: (id) => getBuscaEmpresaQueryOptions(id),
  toValues: (record) => ({
    logo: record.logoUrl,
    nome: record.nome,
    cpfcnpj: record.cpfcnpj,
    ie: record.ie ?? '',
    planoId: record.planoId,
    servidorId: record.servidorId,
    acessoLimitado: record.acessoLimitado ?? false,
    endereco: record.endereco,
    telefones: record.telefones ?? [],
    emails: record.emails ?? [],
  }),
  create: ({ logo, removeLogo, ...dados }) =>
    criaEmpresa({ dados, logo: logo instanceof Blob ? logo : undefined }),
  update: (id, { logo, removeLogo, ...dados }) =>
    alteraEmpresa(id, {
      dados,
      logo: logo instanceof Blob ? logo : undefined,
      removeLogo: removeLogo === true || !logo,
    }),
  recordLabel: (record) => record.nome,
};

/** Create (novo) and edit (:id/edita) page: Clientes. */
export function EmpresasFormPage() {
  return <ResourceFormPage config={config} />;
}
