/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { ListaNcmsParams, Ncm } from '@generated/api/model';
import { getListaNcmsQueryOptions } from '@generated/api/ncms/ncms';
import { ncmsResource } from '@generated/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatDateTime } from '@/lib/format/date';
import { formatNcm } from '@/lib/format/documents';

const config: ListPageConfig<Ncm> = {
  resource: ncmsResource,
  columns: [
    {
      id: 'codigo',
      header: 'Código',
      cell: (record) => formatNcm(record.codigo),
      sortField: 'codigo',
      fit: 'nowrap',
      opensRecord: true,
    },
    {
      id: 'descricao',
      header: 'Descrição',
      cell: (record) => record.descricao,
      sortField: 'descricao',
      fit: 'truncate',
    },
    {
      id: 'createdAt',
      header: 'Criado em',
      cell: (record) => formatDateTime(record.createdAt),
      sortField: 'createdAt',
      hiddenByDefault: true,
      fit: 'nowrap',
    },
    {
      id: 'updatedAt',
      header: 'Alterado em',
      cell: (record) => formatDateTime(record.updatedAt),
      sortField: 'updatedAt',
      hiddenByDefault: true,
      fit: 'nowrap',
    },
  ],
  filters: [{ name: 'prefixoCodigo', label: 'Prefixo do código', kind: 'code', maxLength: 8 }],
  defaultSort: 'codigo,asc',
  listQuery: (params) => getListaNcmsQueryOptions(params as ListaNcmsParams),
  recordLabel: (record) => record.codigo,
};

/** List page: NCMs. */
export function NcmsListPage() {
  return <ResourceListPage config={config} />;
}
