/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Termos da pesquisa rápida. Um registro atende quando cada termo aparece (sem diferenciar maiúsculas nem acentos) em algum dos seus campos pesquisáveis.
 */
export type FiltrosParameter = string[];
