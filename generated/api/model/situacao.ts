/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Aba da listagem. ALL = todos; UNLOCK = ativos (ativo true); LOCK = inativos (ativo false).
 */
export type Situacao = (typeof Situacao)[keyof typeof Situacao];

export const Situacao = {
  ALL: 'ALL',
  UNLOCK: 'UNLOCK',
  LOCK: 'LOCK',
} as const;
