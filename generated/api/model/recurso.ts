/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Prefixo de API de um recurso com as chamadas genéricas (ativação/inativação e seu histórico).
 */
export type Recurso = (typeof Recurso)[keyof typeof Recurso];

export const Recurso = {
  bancos: 'bancos',
  cidades: 'cidades',
  paises: 'paises',
  cfops: 'cfops',
  ncms: 'ncms',
  'aliquotas-icms': 'aliquotas-icms',
  'aliquotas-seguros': 'aliquotas-seguros',
  'praca-pedagio': 'praca-pedagio',
  planos: 'planos',
  modulos: 'modulos',
  rotinas: 'rotinas',
  'rotinas-front-end': 'rotinas-front-end',
  permissoes: 'permissoes',
  usuarios: 'usuarios',
  empresas: 'empresas',
  filiais: 'filiais',
  unidades: 'unidades',
  servidores: 'servidores',
} as const;
