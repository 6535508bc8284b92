/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { ListaRotinasParams, Rotina } from '@generated/api/model';
import { getListaRotinasQueryOptions } from '@generated/api/rotinas/rotinas';
import { modulosReference } from '@generated/references/modulos';
import { rotinasResource } from '@generated/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatDateTime } from '@/lib/format/date';

const config: ListPageConfig<Rotina> = {
  resource: rotinasResource,
  columns: [
    { id: 'codigo', header: 'Código', cell: (record) => record.codigo, sortField: 'codigo' },
    { id: 'descricao', header: 'Descrição', cell: (record) => record.descricao, sortField: 'descricao' },
    {
      id: 'modulo.descricao',
      header: 'Módulo',
      cell: (record) => record.modulo?.descricao,
      sortField: 'modulo.descricao',
    },
    {
      id: 'acoes.codigo',
      header: 'Ações',
      cell: (record) => record.acoes?.map((item) => item.codigo)?.join(', '),
      hiddenByDefault: true,
    },
    {
      id: 'createdAt',
      header: 'Criado em',
      cell: (record) => formatDateTime(record.createdAt),
      sortField: 'createdAt',
      hiddenByDefault: true,
    },
    {
      id: 'updatedAt',
      header: 'Alterado em',
      cell: (record) => formatDateTime(record.updatedAt),
      sortField: 'updatedAt',
      hiddenByDefault: true,
    },
  ],
  filters: [{ name: 'moduloId', label: 'Módulo', kind: 'reference', reference: modulosReference }],
  defaultSort: 'descricao,asc',
  listQuery: (params) => getListaRotinasQueryOptions(params as ListaRotinasParams),
  recordLabel: (record) => record.descricao,
};

/** List page: Rotinas. */
export function RotinasListPage() {
  return <ResourceListPage config={config} />;
}
