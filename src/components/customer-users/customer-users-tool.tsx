import { Button } from 'primereact/button';
import { lazy, Suspense, useState } from 'react';
import type { Empresa } from '@generated/api/model';
import type { RecordToolProps } from '@/components/resource/kit-types';
import { useCustomerUserPermissions } from './customer-user-permissions';
import { customerUsersTexts as texts } from './customer-users-texts';

// The dialog loads on first use only (the customers list chunk stays small).
const CustomerUsersDialog = lazy(() => import('./customer-users-dialog').then((module) => ({ default: module.CustomerUsersDialog })));

/**
 * 'Usuários' of a customer (manifest recordTools of empresas): an icon button 'Usuários <customer>' in
 * each row, a labelled button on the view page; it opens the customer users dialog. Nothing is shown
 * without canViewCustomers and canViewUsers.
 */
export function CustomerUsersTool({ record, label, variant }: RecordToolProps<Empresa>) {
  const can = useCustomerUserPermissions();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!can.open) return null;
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      {variant === 'row' ? (
        <Button
          type="button"
          icon="pi pi-users"
          rounded
          text
          size="small"
          className="resource-list__action"
          aria-label={texts.openOf(label)}
          title={texts.open}
          onClick={show}
        />
      ) : (
        <Button type="button" size="small" outlined icon="pi pi-users" label={texts.open} onClick={show} />
      )}
      {opened && (
        <Suspense fallback={null}>
          <CustomerUsersDialog empresa={{ id: record.id, nome: label }} visible={open} onHide={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
