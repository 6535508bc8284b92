import {
  CODE_FORMS,
  extraPermissionCodes,
  permissionEntities,
  type PermissionEntity,
} from './permission-entities';

type EditName<E extends PermissionEntity> = E extends { edit: infer N extends string } ? N : E['one'];
type Importable = Extract<PermissionEntity, { importable: true }>;
type Configurable = Extract<PermissionEntity, { config: string }>;

export type ViewFlag = `canView${PermissionEntity['view']}`;
export type CreateFlag = `canCreate${PermissionEntity['one']}`;
export type EditFlag = `canEdit${EditName<PermissionEntity>}`;
export type LockFlag = `canLock${PermissionEntity['one']}`;
export type ImportFlag = `canImport${Importable['view']}`;
export type ConfigFlag = Configurable['config'];
export type ExtraFlag = keyof typeof extraPermissionCodes;

/** Every permission flag, e.g. canViewCities, canCreateCity, canEditCity, canLockCity, canImportCities. */
export type PermissionFlag =
  ViewFlag | CreateFlag | EditFlag | LockFlag | ImportFlag | ConfigFlag | ExtraFlag;

export type PermissionFlags = Readonly<Record<PermissionFlag, boolean>>;

export type PermissionKind = 'view' | 'create' | 'edit' | 'lock' | 'import' | 'config';

function flagsOf(entity: PermissionEntity): Array<[PermissionKind, PermissionFlag]> {
  const edit = 'edit' in entity ? entity.edit : entity.one;
  const flags: Array<[PermissionKind, PermissionFlag]> = [
    ['view', `canView${entity.view}`],
    ['create', `canCreate${entity.one}`],
    ['edit', `canEdit${edit}`],
    ['lock', `canLock${entity.one}`],
  ];
  if ('importable' in entity) flags.push(['import', `canImport${entity.view}` as ImportFlag]);
  if ('config' in entity) flags.push(['config', entity.config]);
  return flags;
}

/** flag → action code, e.g. canViewCities → CON_CID, canEditUnitConfig → ALT_CONF_UNI. */
export const permissionCodes: Readonly<Record<PermissionFlag, string>> = Object.freeze({
  ...(Object.fromEntries(
    permissionEntities.flatMap((entity) =>
      flagsOf(entity).map(([kind, flag]) => [flag, `${CODE_FORMS[kind]}${entity.prefix}`]),
    ),
  ) as Record<Exclude<PermissionFlag, ExtraFlag>, string>),
  ...extraPermissionCodes,
});

export const permissionFlagNames = Object.keys(permissionCodes) as PermissionFlag[];

/** The flags of a set of action codes (GET /v1/eu/permissoes `acoes`). */
export function permissionFlags(actions: ReadonlySet<string>): PermissionFlags {
  return Object.fromEntries(
    permissionFlagNames.map((flag) => [flag, actions.has(permissionCodes[flag])]),
  ) as Record<PermissionFlag, boolean>;
}

const bySegment = new Map(
  permissionEntities.map((entity) => [entity.segment as string, new Map(flagsOf(entity))]),
);

/**
 * The flag guarding an action on a resource, by its URL segment: permissionFor('cidades', 'view') is
 * 'canViewCities'. Null when the resource is unknown or has no such action (e.g. import of banks).
 */
export function permissionFor(segment: string, kind: PermissionKind): PermissionFlag | null {
  return bySegment.get(segment)?.get(kind) ?? null;
}
