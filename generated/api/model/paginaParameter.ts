/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Número da página, começando em 1. Uma página além da última responde items vazio, com os totais (relações em common.yaml#/Pagina).
 */
export type PaginaParameter = number;
