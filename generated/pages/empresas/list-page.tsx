/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Empresa } from '@generated/api/model';
import { EmpresasUsuariosTool } from '@generated/pages/empresas/usuarios-sub-list-tool';
import { empresasResource } from '@generated/tables/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatDateTime } from '@/lib/format/date';
import { formatCpfCnpj, formatIe } from '@/lib/format/documents';
import { formatBoolean } from '@/lib/format/labels';
import { empresasListQuery } from './list-query';

const config: ListPageConfig<Empresa> = {
  resource: empresasResource,
  columns: [
    {
      id: 'nome',
      header: 'Nome',
      cell: (record) => record.nome,
      sortField: 'nome',
      overflow: 'truncate',
      opensRecord: true,
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
      id: 'plano.descricao',
      header: 'Plano',
      cell: (record) => record.plano?.descricao,
      sortField: 'plano.descricao',
      overflow: 'truncate',
    },
    {
      id: 'servidor.nome',
      header: 'Servidor',
      cell: (record) => record.servidor?.nome,
      sortField: 'servidor.nome',
      overflow: 'truncate',
    },
    {
      id: 'acessoLimitado',
      header: 'Acesso limitado',
      cell: (record) => formatBoolean(record.acessoLimitado),
      hiddenByDefault: true,
      overflow: 'nowrap',
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
  ...empresasListQuery,
  recordLabel: (record) => record.nome,
  recordTools: [EmpresasUsuariosTool],
};

/** List page: Clientes. */
export function EmpresasListPage() {
  return <ResourceListPage config={config} />;
}

export { prefetchList } from './list-query';
