/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import { lazy } from 'react';
import type { Empresa } from '@generated/api/model';
import { type RecordToolProps, SubListTool } from '@/kit';
import type { RouteAccess } from '@/lib/permissions/route-access';

/** Who may open Usuários do cliente: the view flags of Clientes and Usuários. */
export const empresasUsuariosAccess: RouteAccess = {
  flags: ['canViewCustomers', 'canViewUsers'],
  requireAll: true,
};

// The drawer loads on first use only (the pages showing the tool stay small).
const drawer = lazy(() =>
  import('@generated/pages/empresas/usuarios-sub-list').then((module) => ({
    default: module.EmpresasUsuariosSubList,
  })),
);

/** 'Usuários' of a record of Clientes: opens Usuários do cliente. */
export function EmpresasUsuariosTool(props: RecordToolProps<Empresa>) {
  return (
    <SubListTool
      {...props}
      icon="pi pi-users"
      action="Usuários"
      access={empresasUsuariosAccess}
      drawer={drawer}
    />
  );
}
