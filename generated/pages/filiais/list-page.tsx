/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Filial } from '@generated/api/model';
import { crtLabels, regimeTributarioLabels, tipoFilialLabels } from '@generated/tables/enums';
import { filiaisResource } from '@generated/tables/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatDateTime } from '@/lib/format/date';
import { formatCpfCnpj, formatIe } from '@/lib/format/documents';
import { enumLabel } from '@/lib/format/labels';
import { filiaisListQuery } from './list-query';

const config: ListPageConfig<Filial> = {
  resource: filiaisResource,
  columns: [
    {
      id: 'empresa.nome',
      header: 'Cliente',
      cell: (record) => record.empresa?.nome,
      sortField: 'empresa.nome',
      overflow: 'truncate',
    },
    {
      id: 'codigo',
      header: 'Código',
      cell: (record) => record.codigo,
      sortField: 'codigo',
      align: 'end',
      overflow: 'nowrap',
    },
    {
      id: 'nome',
      header: 'Razão social ou nome',
      cell: (record) => record.nome,
      sortField: 'nome',
      overflow: 'truncate',
      opensRecord: true,
    },
    {
      id: 'fantasia',
      header: 'Nome fantasia',
      cell: (record) => record.fantasia,
      sortField: 'fantasia',
      overflow: 'truncate',
    },
    {
      id: 'cpfcnpj',
      header: 'CPF/CNPJ',
      cell: (record) => formatCpfCnpj(record.cpfcnpj),
      sortField: 'cpfcnpj',
      overflow: 'nowrap',
    },
    {
      id: 'ie',
      header: 'Inscrição estadual',
      cell: (record) => formatIe(record.ie),
      hiddenByDefault: true,
      overflow: 'nowrap',
    },
    {
      id: 'tipo',
      header: 'Tipo',
      cell: (record) => enumLabel(tipoFilialLabels, record.tipo),
      sortField: 'tipo',
      overflow: 'truncate',
    },
    {
      id: 'regimeTributario',
      header: 'Regime tributário',
      cell: (record) => enumLabel(regimeTributarioLabels, record.regimeTributario),
      hiddenByDefault: true,
      overflow: 'truncate',
    },
    {
      id: 'crt',
      header: 'CRT',
      cell: (record) => enumLabel(crtLabels, record.crt),
      hiddenByDefault: true,
      overflow: 'truncate',
    },
    {
      id: 'endereco.cidade.nome',
      header: 'Cidade',
      cell: (record) => record.endereco?.cidade?.nome,
      hiddenByDefault: true,
      overflow: 'truncate',
    },
    {
      id: 'createdAt',
      header: 'Criado em',
      cell: (record) => formatDateTime(record.createdAt),
      sortField: 'createdAt',
      hiddenByDefault: true,
      overflow: 'nowrap',
    },
    {
      id: 'updatedAt',
      header: 'Alterado em',
      cell: (record) => formatDateTime(record.updatedAt),
      sortField: 'updatedAt',
      hiddenByDefault: true,
      overflow: 'nowrap',
    },
  ],
  ...filiaisListQuery,
  recordLabel: (record) => `${record.codigo ?? ''} - ${record.fantasia || record.nome || ''}`,
};

/** List page: Filiais. */
export function FiliaisListPage() {
  return <ResourceListPage config={config} />;
}

export { prefetchList } from './list-query';
