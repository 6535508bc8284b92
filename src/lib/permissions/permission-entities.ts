import { permissionEntities } from '@generated/tables/permissions';

/**
 * The action codes as data: each entity's code prefix, the resource segment it guards and the names its
 * flags use. `view` names the canView flag, `one` the canCreate / canEdit / canLock flags (`edit`
 * overrides the canEdit name where the product spells it differently: canEditFrontRoutines). The table is
 * generated from the resource manifest (codegen/resources.yaml `permission` and `flags` →
 * generated/tables/permissions.ts, `as const`, so the flag names stay precise template literal types).
 */
export { permissionEntities };

export type PermissionEntity = (typeof permissionEntities)[number];

/** Code forms of the action codes: a prefix per action, then the entity's prefix. */
export const CODE_FORMS = {
  view: 'CON_',
  create: 'NOV_',
  edit: 'ALT_',
  lock: 'ATIVA_INATIVA_',
  import: 'IMPORTA_',
  config: 'ALT_CONF_',
} as const;

/** Codes beyond the per-entity forms. */
export const extraPermissionCodes = {
  canSendConfirmationEmail: 'EMAIL_USU',
  canDeleteFrontRoutine: 'DEL_FRONT_ROT',
} as const;
