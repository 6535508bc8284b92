/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Perfil admin (permissoes, usuarios).
 */
export type ExportaAdminParameter = boolean;
