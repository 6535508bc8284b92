/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Usuario } from '@generated/api/model';
import { usuariosResource } from '@generated/tables/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatDateTime } from '@/lib/format/date';
import { formatBoolean } from '@/lib/format/labels';
import { CustomerUsersByCustomer } from '@/resources/usuarios/customer-users-by-customer';
import { usuariosListQuery } from './list-query';

const config: ListPageConfig<Usuario> = {
  resource: usuariosResource,
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
      id: 'email',
      header: 'E-mail',
      cell: (record) => record.email,
      sortField: 'email',
      overflow: 'truncate',
    },
    {
      id: 'admin',
      header: 'Equipe do provedor',
      cell: (record) => formatBoolean(record.admin),
      sortField: 'admin',
      overflow: 'nowrap',
    },
    {
      id: 'permissao.descricao',
      header: 'Permissão',
      cell: (record) => record.permissao?.descricao,
      sortField: 'permissao.descricao',
      overflow: 'truncate',
    },
    {
      id: 'emailConfirmado',
      header: 'E-mail confirmado',
      cell: (record) => formatBoolean(record.emailConfirmado),
      hiddenByDefault: true,
      overflow: 'nowrap',
    },
    {
      id: 'empresas.nome',
      header: 'Clientes',
      cell: (record) => record.empresas?.map((item) => item.nome)?.join(', '),
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
  ...usuariosListQuery,
  recordLabel: (record) => record.nome,
  tools: [CustomerUsersByCustomer],
};

/** List page: Usuários. */
export function UsuariosListPage() {
  return <ResourceListPage config={config} />;
}

export { prefetchList } from './list-query';
