/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Prefixo de API de um recurso importável por planilha (.xlsx): cada um tem a sua importação (importa-…) e a sua planilha modelo (exporta-planilha-modelo).
 */
export type RecursoImportavel = (typeof RecursoImportavel)[keyof typeof RecursoImportavel];

export const RecursoImportavel = {
  cidades: 'cidades',
  paises: 'paises',
  cfops: 'cfops',
  ncms: 'ncms',
  'aliquotas-icms': 'aliquotas-icms',
  'aliquotas-seguros': 'aliquotas-seguros',
  'praca-pedagio': 'praca-pedagio',
} as const;
