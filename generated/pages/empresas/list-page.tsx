/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import { getListaEmpresasQueryOptions } from '@generated/api/empresas/empresas';
import type { Empresa, ListaEmpresasParams } from '@generated/api/model';
import { EmpresasUsuariosTool } from '@generated/pages/empresas/usuarios-sub-list-tool';
import { planosReference } from '@generated/references/planos';
import { servidoresReference } from '@generated/references/servidores';
import { empresasResource } from '@generated/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatDateTime } from '@/lib/format/date';
import { formatCpfCnpj, formatIe } from '@/lib/format/documents';
import { formatBoolean } from '@/lib/format/labels';

const config: ListPageConfig<Empresa> = {
  resource: empresasResource,
  columns: [
    {
      id: 'nome',
      header: 'Nome',
      cell: (record) => record.nome,
      sortField: 'nome',
      fit: 'truncate',
      opensRecord: true,
    },
    {
      id: 'cpfcnpj',
      header: 'CPF/CNPJ',
      cell: (record) => formatCpfCnpj(record.cpfcnpj),
      sortField: 'cpfcnpj',
      fit: 'nowrap',
    },
    {
      id: 'ie',
      header: 'Inscrição estadual',
      cell: (record) => formatIe(record.ie),
      hiddenByDefault: true,
      fit: 'nowrap',
    },
    {
      id: 'plano.descricao',
      header: 'Plano',
      cell: (record) => record.plano?.descricao,
      sortField: 'plano.descricao',
      fit: 'truncate',
    },
    {
      id: 'servidor.nome',
      header: 'Servidor',
      cell: (record) => record.servidor?.nome,
      sortField: 'servidor.nome',
      fit: 'truncate',
    },
    {
      id: 'acessoLimitado',
      header: 'Acesso limitado',
      cell: (record) => formatBoolean(record.acessoLimitado),
      hiddenByDefault: true,
      fit: 'nowrap',
    },
    {
      id: 'endereco.cidade.nome',
      header: 'Cidade',
      cell: (record) => record.endereco?.cidade?.nome,
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
    { name: 'acessoLimitado', label: 'Acesso limitado', kind: 'boolean' },
    { name: 'planoId', label: 'Plano', kind: 'reference', reference: planosReference },
    { name: 'servidorId', label: 'Servidor', kind: 'reference', reference: servidoresReference },
  ],
  defaultSort: 'nome,asc',
  listQuery: (params) => getListaEmpresasQueryOptions(params as ListaEmpresasParams),
  recordLabel: (record) => record.nome,
  recordTools: [EmpresasUsuariosTool],
};

/** List page: Empresas. */
export function EmpresasListPage() {
  return <ResourceListPage config={config} />;
}
