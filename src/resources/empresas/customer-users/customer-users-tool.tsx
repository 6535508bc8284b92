import { lazy } from 'react';
import type { Empresa } from '@generated/api/model';
import { RecordToolButton, type RecordToolProps } from '@/kit';
import { useCustomerUserPermissions } from './customer-user-permissions';
import { customerUsersTexts as texts } from './customer-users-texts';

// The dialog loads on first use only (the customers list chunk stays small).
const CustomerUsersDialog = lazy(() =>
  import('./customer-users-dialog').then((module) => ({ default: module.CustomerUsersDialog })),
);

/**
 * 'Usuários' of a customer (manifest recordTools of empresas): an icon button 'Usuários <customer>' in
 * each row, a labelled button on the view page; it opens the customer users dialog. Nothing is shown
 * without canViewCustomers and canViewUsers.
 */
export function CustomerUsersTool({ record, label, variant }: RecordToolProps<Empresa>) {
  const can = useCustomerUserPermissions();
  if (!can.open) return null;
  return (
    <RecordToolButton
      variant={variant}
      icon="pi pi-users"
      action={texts.open}
      rowLabel={texts.openOf(label)}
      dialog={({ visible, hide }) => (
        <CustomerUsersDialog empresa={{ id: record.id, nome: label }} visible={visible} onHide={hide} />
      )}
    />
  );
}
