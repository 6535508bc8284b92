/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import { getBuscaFilialQueryOptions } from '@generated/api/filiais/filiais';
import type { Filial, Unidade } from '@generated/api/model';
import { getListaUnidadesQueryOptions } from '@generated/api/unidades/unidades';
import {
  crtLabels,
  regimeTributarioLabels,
  tipoFilialLabels,
  tipoPessoaLabels,
} from '@generated/tables/enums';
import { filiaisResource } from '@generated/tables/resources';
import {
  AddressView,
  EmailsView,
  PhonesView,
  RecordLink,
  relatedList,
  ResourceViewPage,
  type ViewPageConfig,
} from '@/kit';
import { formatCpfCnpj, formatIe } from '@/lib/format/documents';
import { enumLabel } from '@/lib/format/labels';

const config: ViewPageConfig<Filial> = {
  resource: filiaisResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        {
          label: 'Cliente',
          value: (record) => (
            <RecordLink segment="empresas" id={record.empresaId}>
              {record.empresa?.nome}
            </RecordLink>
          ),
        },
        { label: 'Código', value: (record) => record.codigo },
        { label: 'Razão social ou nome', value: (record) => record.nome },
        { label: 'Nome fantasia', value: (record) => record.fantasia },
        { label: 'Tipo', value: (record) => enumLabel(tipoFilialLabels, record.tipo) },
        { label: 'Tipo de pessoa', value: (record) => enumLabel(tipoPessoaLabels, record.tipoPessoa) },
        { label: 'CPF/CNPJ', value: (record) => formatCpfCnpj(record.cpfcnpj) },
        { label: 'Inscrição estadual', value: (record) => formatIe(record.ie) },
      ],
    },
    {
      title: 'Tributação',
      fields: [
        {
          label: 'Regime tributário',
          value: (record) => enumLabel(regimeTributarioLabels, record.regimeTributario),
        },
        { label: 'CRT', value: (record) => enumLabel(crtLabels, record.crt) },
      ],
    },
    {
      title: 'Endereço',
      fields: [{ label: 'Endereço', value: (record) => <AddressView value={record.endereco} />, span: 12 }],
    },
    {
      title: 'Contatos',
      fields: [
        { label: 'Telefones', value: (record) => <PhonesView value={record.telefones} />, span: 12 },
        { label: 'E-mails', value: (record) => <EmailsView value={record.emails} />, span: 12 },
      ],
    },
  ],
  recordQuery: (id) => getBuscaFilialQueryOptions(id),
  recordLabel: (record) => `${record.codigo ?? ''} - ${record.fantasia || record.nome || ''}`,
  related: [
    relatedList<Filial, Unidade>({
      title: 'Unidades',
      listPath: '/dashboard/unidades',
      params: (record) => ({ filialId: record.id, empresaId: record.empresaId }),
      query: (params) => getListaUnidadesQueryOptions({ ...params, situacao: 'ALL', ordenacao: 'nome,asc' }),
      label: (row) => `${row.codigo ?? ''} - ${row.nome ?? ''}`,
      recordPath: (row) => `/dashboard/unidades/${row.id}/consulta`,
    }),
  ],
};

/** View page (:id/consulta): Filiais. */
export function FiliaisViewPage() {
  return <ResourceViewPage config={config} />;
}
