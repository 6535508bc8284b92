/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { ListaPlanosParams, Plano } from '@generated/api/model';
import { getListaPlanosQueryOptions } from '@generated/api/planos/planos';
import { modulosReference } from '@generated/references/modulos';
import { planosResource } from '@generated/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatBrl } from '@/lib/format/currency';
import { formatDateTime } from '@/lib/format/date';

const config: ListPageConfig<Plano> = {
  resource: planosResource,
  columns: [
    {
      id: 'descricao',
      header: 'Descrição',
      cell: (record) => record.descricao,
      sortField: 'descricao',
      fit: 'truncate',
      opensRecord: true,
    },
    {
      id: 'valor',
      header: 'Valor mensal',
      cell: (record) => formatBrl(record.valor),
      sortField: 'valor',
      align: 'end',
      fit: 'nowrap',
    },
    {
      id: 'modulos.descricao',
      header: 'Módulos',
      cell: (record) => record.modulos?.map((item) => item.descricao)?.join(', '),
      hiddenByDefault: true,
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
  filters: [
    { name: 'valorMinimo', label: 'Valor mínimo', kind: 'currency' },
    { name: 'valorMaximo', label: 'Valor máximo', kind: 'currency' },
    { name: 'moduloId', label: 'Módulo', kind: 'reference', reference: modulosReference },
  ],
  defaultSort: 'descricao,asc',
  listQuery: (params) => getListaPlanosQueryOptions(params as ListaPlanosParams),
  recordLabel: (record) => record.descricao,
};

/** List page: Planos. */
export function PlanosListPage() {
  return <ResourceListPage config={config} />;
}
