import { Button } from '@/ui/button';
import { lazy, Suspense, useState } from 'react';
import { empresasUsuariosAccess } from '@generated/pages/empresas/usuarios-sub-list-tool';
import { hasAccess } from '@/lib/permissions/route-access';
import { usePermissions } from '@/lib/permissions/use-permissions';
import type { ChosenCustomer } from '@/resources/usuarios/customer-filter/customer-filter-schema';
import { customerFilterTexts as texts } from '@/resources/usuarios/customer-filter/customer-filter-texts';

// Both drawers load on first use only (the users list chunk stays small).
const CustomerFilterDialog = lazy(() =>
  import('@/resources/usuarios/customer-filter/customer-filter-dialog').then((module) => ({
    default: module.CustomerFilterDialog,
  })),
);
const CustomerUsersDrawer = lazy(() =>
  import('@generated/pages/empresas/usuarios-sub-list').then((module) => ({
    default: module.EmpresasUsuariosSubList,
  })),
);

/**
 * 'Usuários por cliente' on the users list (manifest list.tools): the customer filter (a required
 * customer) and then that customer's users (the generated sub-list of empresas), which can go back to the
 * filter ('Trocar cliente').
 */
export function CustomerUsersByCustomer() {
  const allowed = hasAccess(usePermissions(), empresasUsuariosAccess);
  const [empresa, setEmpresa] = useState<ChosenCustomer | null>(null);
  const [shown, setShown] = useState<'filter' | 'users' | null>(null);
  const [loaded, setLoaded] = useState(false);
  if (!allowed) return null;
  const show = (which: 'filter' | 'users') => {
    setLoaded(true);
    setShown(which);
  };
  return (
    <>
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-building"
        label={texts.byCustomer}
        onClick={() => show('filter')}
      />
      {loaded && (
        <Suspense fallback={null}>
          <CustomerFilterDialog
            visible={shown === 'filter'}
            onHide={() => setShown((current) => (current === 'filter' ? null : current))}
            value={empresa}
            onApply={(chosen) => {
              setEmpresa(chosen);
              show('users');
            }}
          />
          {empresa && (
            <CustomerUsersDrawer
              parent={{ id: empresa.id, label: empresa.nome }}
              visible={shown === 'users'}
              onHide={() => setShown((current) => (current === 'users' ? null : current))}
              parentAction={
                <Button
                  type="button"
                  size="small"
                  text
                  icon="pi pi-building"
                  label={texts.changeCustomer}
                  onClick={() => show('filter')}
                />
              }
            />
          )}
        </Suspense>
      )}
    </>
  );
}
