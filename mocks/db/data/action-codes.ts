import type { AcaoRotina } from '@generated/api/model';
import { permissionEntities } from '@generated/tables/permissions';
import { resources } from '@generated/tables/resources';

/**
 * The action codes: code forms per entity prefix, for every entity of the manifest
 * (generated/tables/permissions.ts). A permission profile holds a set of them; GET /v1/eu/permissoes answers
 * the signed-in user's.
 */
export const CODE_FORMS = {
  create: 'NOV_',
  edit: 'ALT_',
  view: 'CON_',
  lock: 'ATIVA_INATIVA_',
  import: 'IMPORTA_',
  editConfig: 'ALT_CONF_',
} as const;

/** An action of a routine as seeded: the contract's `AcaoRotina`, whose id the routine seed gives. */
export type AcaoSemente = Omit<AcaoRotina, 'id'>;

export interface EntityCodes {
  prefix: string;
  /** Route segment of the resource the codes guard. */
  segment: string;
  /** pt-BR name of the routine the codes belong to. */
  rotina: string;
  importable?: boolean;
  configurable?: boolean;
  /** Codes beyond the standard forms. */
  extra?: AcaoSemente[];
}

/**
 * The seed's routines in seed order (their ids and their actions' ids follow it, so the demo data stays
 * as it was). An entity of the manifest not listed here comes after, in the manifest's order.
 */
const SEED_ORDER = [
  ...'MOD ROT PERM CID PAIS USU BANCO EMP PLANO FIL CFOP'.split(' '),
  ...'ALIQ_ICMS UNI ALIQ_SEG FRONT_ROT SERVIDOR PRAC_PED NCM'.split(' '),
];

/** Routine names that are not the resource's plural title. */
const ROUTINE_NAMES: Readonly<Record<string, string>> = {
  EMP: 'Clientes',
  FRONT_ROT: 'Rotinas de front-end',
};

/** Codes beyond the standard forms, by entity prefix. */
const EXTRA_CODES: Readonly<Record<string, EntityCodes['extra']>> = {
  USU: [{ codigo: 'EMAIL_USU', descricao: 'Enviar e-mail de confirmação' }],
  FRONT_ROT: [{ codigo: 'DEL_FRONT_ROT', descricao: 'Excluir' }],
};

const resourceOf = new Map(resources.map((resource) => [resource.segment, resource]));
const rank = (prefix: string) =>
  SEED_ORDER.includes(prefix) ? SEED_ORDER.indexOf(prefix) : SEED_ORDER.length;

/**
 * Every entity of the manifest (generated/tables/permissions.ts) in seed order; the admin profile holds all
 * its codes.
 */
export const ENTITY_CODES: EntityCodes[] = permissionEntities
  .map((entity, index) => ({ entity, index }))
  .sort((a, b) => rank(a.entity.prefix) - rank(b.entity.prefix) || a.index - b.index)
  .map(({ entity }) => ({
    prefix: entity.prefix,
    segment: entity.segment,
    rotina: ROUTINE_NAMES[entity.prefix] ?? resourceOf.get(entity.segment)?.plural ?? entity.prefix,
    ...('importable' in entity ? { importable: true } : {}),
    ...('config' in entity ? { configurable: true } : {}),
    ...(EXTRA_CODES[entity.prefix] ? { extra: EXTRA_CODES[entity.prefix] } : {}),
  }));

/** The codes of one entity with their pt-BR action names. */
export function codesOf(entity: EntityCodes): AcaoSemente[] {
  const codes: AcaoSemente[] = [
    { codigo: `${CODE_FORMS.view}${entity.prefix}`, descricao: 'Consultar' },
    { codigo: `${CODE_FORMS.create}${entity.prefix}`, descricao: 'Incluir' },
    { codigo: `${CODE_FORMS.edit}${entity.prefix}`, descricao: 'Alterar' },
    { codigo: `${CODE_FORMS.lock}${entity.prefix}`, descricao: 'Ativar/inativar' },
  ];
  if (entity.importable)
    codes.push({ codigo: `${CODE_FORMS.import}${entity.prefix}`, descricao: 'Importar planilha' });
  if (entity.configurable)
    codes.push({ codigo: `${CODE_FORMS.editConfig}${entity.prefix}`, descricao: 'Alterar configurações' });
  return [...codes, ...(entity.extra ?? [])];
}

export const ALL_ACTION_CODES: string[] = ENTITY_CODES.flatMap((entity) =>
  codesOf(entity).map((code) => code.codigo),
);
