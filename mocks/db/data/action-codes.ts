/**
 * The action codes of SPEC §6: code forms per entity prefix. A permission profile holds a set of
 * them; GET /v1/eu/permissoes answers the signed-in user's.
 */
export const CODE_FORMS = {
  create: 'NOV_',
  edit: 'ALT_',
  view: 'CON_',
  lock: 'ATIVA_INATIVA_',
  import: 'IMPORTA_',
  editConfig: 'ALT_CONF_',
} as const;

export interface EntityCodes {
  prefix: string;
  /** pt-BR name of the routine the codes belong to. */
  rotina: string;
  importable?: boolean;
  configurable?: boolean;
  /** Codes beyond the standard forms. */
  extra?: Array<{ codigo: string; descricao: string }>;
}

export const ENTITY_CODES: EntityCodes[] = [
  { prefix: 'MOD', rotina: 'Módulos' },
  { prefix: 'ROT', rotina: 'Rotinas' },
  { prefix: 'PERM', rotina: 'Permissões' },
  { prefix: 'CID', rotina: 'Cidades', importable: true },
  { prefix: 'PAIS', rotina: 'Países', importable: true },
  {
    prefix: 'USU',
    rotina: 'Usuários',
    extra: [{ codigo: 'EMAIL_USU', descricao: 'Enviar e-mail de confirmação' }],
  },
  { prefix: 'BANCO', rotina: 'Bancos' },
  { prefix: 'EMP', rotina: 'Clientes', configurable: true },
  { prefix: 'PLANO', rotina: 'Planos' },
  { prefix: 'FIL', rotina: 'Filiais', configurable: true },
  { prefix: 'CFOP', rotina: 'CFOPs', importable: true },
  { prefix: 'ALIQ_ICMS', rotina: 'Alíquotas de ICMS', importable: true },
  { prefix: 'UNI', rotina: 'Unidades', configurable: true },
  { prefix: 'ALIQ_SEG', rotina: 'Alíquotas de seguro', importable: true },
  {
    prefix: 'FRONT_ROT',
    rotina: 'Rotinas de front-end',
    extra: [{ codigo: 'DEL_FRONT_ROT', descricao: 'Excluir' }],
  },
  { prefix: 'SERVIDOR', rotina: 'Servidores' },
  { prefix: 'PRAC_PED', rotina: 'Praças de pedágio', importable: true },
  { prefix: 'NCM', rotina: 'NCMs', importable: true },
];

/** The codes of one entity with their pt-BR action names. */
export function codesOf(entity: EntityCodes): Array<{ codigo: string; descricao: string }> {
  const codes = [
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
