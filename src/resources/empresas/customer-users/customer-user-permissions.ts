import { usePermissions } from '@/lib/permissions/use-permissions';

/** What the signed-in user may do in the customer users dialog, by the action codes held. */
export interface CustomerUserPermissions {
  /** See a customer's users: canViewCustomers and canViewUsers (CON_EMP and CON_USU). */
  open: boolean;
  /** Change or remove a user's alternative server: canEditUser (ALT_USU). */
  server: boolean;
  /** Lock / unlock the user's link to the customer: canLockUser (ATIVA_INATIVA_USU). */
  lock: boolean;
  /** Send the confirmation e-mail: canSendConfirmationEmail (EMAIL_USU). */
  email: boolean;
}

export function useCustomerUserPermissions(): CustomerUserPermissions {
  const flags = usePermissions();
  return {
    open: flags.canViewCustomers && flags.canViewUsers,
    server: flags.canEditUser,
    lock: flags.canLockUser,
    email: flags.canSendConfirmationEmail,
  };
}
