import { Button } from 'primereact/button';
import { lazy, Suspense, useState } from 'react';
import type { ChosenCustomer } from '@/resources/usuarios/customer-filter/customer-filter-schema';
import { useCustomerUserPermissions } from '@/resources/empresas/customer-users/customer-user-permissions';
import { customerUsersTexts as texts } from '@/resources/empresas/customer-users/customer-users-texts';

// Both drawers load on first use only (the users list chunk stays small).
const CustomerFilterDialog = lazy(() =>
  import('@/resources/usuarios/customer-filter/customer-filter-dialog').then((module) => ({ default: module.CustomerFilterDialog })),
);
const CustomerUsersDialog = lazy(() => import('@/resources/empresas/customer-users/customer-users-dialog').then((module) => ({ default: module.CustomerUsersDialog })));

/**
 * 'Usuários por cliente' on the users list (manifest list.tools): the customer filter (a required
 * customer) and then that customer's users dialog, which can go back to the filter ('Trocar cliente').
 */
export function CustomerUsersByCustomer() {
  const can = useCustomerUserPermissions();
  const [empresa, setEmpresa] = useState<ChosenCustomer | null>(null);
  const [shown, setShown] = useState<'filter' | 'users' | null>(null);
  const [loaded, setLoaded] = useState(false);
  if (!can.open) return null;
  const show = (which: 'filter' | 'users') => {
    setLoaded(true);
    setShown(which);
  };
  return (
    <>
      <Button type="button" size="small" outlined icon="pi pi-building" label={texts.byCustomer} onClick={() => show('filter')} />
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
            <CustomerUsersDialog
              empresa={empresa}
              visible={shown === 'users'}
              onHide={() => setShown((current) => (current === 'users' ? null : current))}
              onChangeCustomer={() => show('filter')}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
