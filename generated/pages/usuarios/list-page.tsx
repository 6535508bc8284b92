/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { ListaUsuariosParams, Usuario } from '@generated/api/model';
import { getListaUsuariosQueryOptions } from '@generated/api/usuarios/usuarios';
import { usuariosResource } from '@generated/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatDateTime } from '@/lib/format/date';
import { formatBoolean } from '@/lib/format/labels';
import { CustomerUsersByCustomer } from '@/resources/usuarios/customer-users-by-customer';

const config: ListPageConfig<Usuario> = {
  resource: usuariosResource,
  columns: [
    { id: 'nome', header: 'Nome', cell: (record) => record.nome, sortField: 'nome' },
    { id: 'email', header: 'E-mail', cell: (record) => record.email, sortField: 'email' },
    {
      id: 'admin',
      header: 'Equipe do provedor',
      cell: (record) => formatBoolean(record.admin),
      sortField: 'admin',
    },
    {
      id: 'permissao.descricao',
      header: 'Permissão',
      cell: (record) => record.permissao?.descricao,
      sortField: 'permissao.descricao',
    },
    {
      id: 'emailConfirmado',
      header: 'E-mail confirmado',
      cell: (record) => formatBoolean(record.emailConfirmado),
      hiddenByDefault: true,
    },
    {
      id: 'empresas.nome',
      header: 'Empresas',
      cell: (record) => record.empresas?.map((item) => item.nome)?.join(', '),
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
  filters: [{ name: 'admin', label: 'Equipe do provedor', kind: 'boolean' }],
  defaultSort: 'nome,asc',
  listQuery: (params) => getListaUsuariosQueryOptions(params as ListaUsuariosParams),
  recordLabel: (record) => record.nome,
  tools: [CustomerUsersByCustomer],
};

/** List page: Usuários. */
export function UsuariosListPage() {
  return <ResourceListPage config={config} />;
}
