/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Planilha .xlsx.
 */
export type PlanilhaExcelResponse = Blob;
