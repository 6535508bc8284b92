/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Clientes com (true) ou sem (false) acesso limitado (empresas).
 */
export type ExportaAcessoLimitadoParameter = boolean;
