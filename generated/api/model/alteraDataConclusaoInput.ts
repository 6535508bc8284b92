/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

export interface AlteraDataConclusaoInput {
  /** Nova previsão de conclusão; deve ser posterior ao momento atual ("Não pode ser anterior a data atual"). */
  dataPrevisaoConclusao: string;
}
