/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { UsuarioEmpresa } from '@generated/api/model';
import {
  enviaEmailConfirmacaoUsuario,
  getListaUsuariosPorEmpresaQueryOptions,
  removeServidorUsuarioEmpresa,
} from '@generated/api/usuarios/usuarios';
import { type SubListConfig, SubListDrawer, type SubListDrawerProps } from '@/kit';
import { EditUserServerDialog } from '@/resources/empresas/customer-users/edit-user-server-dialog';

const config: SubListConfig<UsuarioEmpresa> = {
  title: 'Usuários do cliente',
  parentLabel: 'Cliente',
  listLabel: (parent) => `Usuários de ${parent}`,
  search: { label: 'Pesquisar usuários', placeholder: 'Nome, e-mail ou servidor' },
  empty: 'Nenhum usuário encontrado para exibir',
  listQuery: (parentId, params) => getListaUsuariosPorEmpresaQueryOptions(parentId, params),
  item: {
    title: (row) => row.usuario?.nome,
    avatar: (row) => ({ name: row.usuario?.nome, url: row.usuario?.avatarUrl }),
    subtitle: (row) => row.usuario?.email,
    tags: [
      { kind: 'status', label: 'Situação', value: (row) => row.ativo },
      {
        kind: 'check',
        value: (row) => row.emailConfirmado,
        yes: 'E-mail confirmado',
        no: 'E-mail não confirmado',
      },
    ],
    note: (row) =>
      row.servidor
        ? `Servidor alternativo: ${row.servidor?.nome || row.servidor?.id || ''}`
        : 'Usa o servidor do cliente',
  },
  actions: [
    {
      kind: 'dialog',
      flag: 'canEditUser',
      icon: 'pi pi-server',
      title: 'Alterar servidor',
      label: (row) => `Alterar servidor de ${row.usuario?.nome ?? ''}`,
      dialog: EditUserServerDialog,
    },
    {
      kind: 'confirm',
      flag: 'canEditUser',
      when: (row) => row.servidor,
      icon: 'pi pi-eraser',
      title: 'Remover servidor alternativo',
      label: (row) => `Remover servidor alternativo de ${row.usuario?.nome ?? ''}`,
      run: (row) => removeServidorUsuarioEmpresa(row.id),
      success: () => 'Usuário atualizado com sucesso',
      question: (row) =>
        `Remover o servidor alternativo de ${row.usuario?.nome ?? ''}? O usuário voltará a usar o servidor do cliente.`,
      confirm: 'Remover',
    },
    {
      kind: 'call',
      flag: 'canSendConfirmationEmail',
      when: (row) => !row.emailConfirmado,
      icon: 'pi pi-envelope',
      title: 'Enviar e-mail de confirmação',
      label: (row) => `Enviar e-mail de confirmação para ${row.usuario?.nome ?? ''}`,
      run: (row) => enviaEmailConfirmacaoUsuario(row.usuario?.id),
      success: (row) => `E-mail de confirmação enviado para ${row.usuario?.email || row.usuario?.nome || ''}`,
    },
    {
      kind: 'lock',
      flag: 'canLockUser',
      recurso: 'usuarios',
      id: (row) => row.usuario?.id,
      ativo: (row) => row.ativo,
      parentHeader: true,
    },
  ],
};

/** Usuários do cliente (a sub-list of Clientes). */
export function EmpresasUsuariosSubList(props: SubListDrawerProps) {
  return <SubListDrawer config={config} {...props} />;
}
