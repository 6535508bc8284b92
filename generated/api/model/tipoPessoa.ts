/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * FISICA (cpfcnpj com CPF de 11 dígitos) ou JURIDICA (CNPJ de 14 caracteres).
 */
export type TipoPessoa = (typeof TipoPessoa)[keyof typeof TipoPessoa];

export const TipoPessoa = {
  FISICA: 'FISICA',
  JURIDICA: 'JURIDICA',
} as const;
