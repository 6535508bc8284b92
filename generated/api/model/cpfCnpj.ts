/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * CPF (11 dígitos) ou CNPJ (14 caracteres, sem máscara; o CNPJ alfanumérico de julho de 2026 tem as 12 primeiras posições em 0-9/A-Z e 2 dígitos verificadores). Dígitos verificadores conferidos pela API ("CPF/CNPJ inválido").
 * @pattern ^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$
 */
export type CpfCnpj = string;
