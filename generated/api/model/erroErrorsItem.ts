/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

export type ErroErrorsItem = {
  /** Caminho do campo inválido (ex. endereco.cep), quando o erro é de um campo. */
  campo?: string;
  errors: string[];
};
