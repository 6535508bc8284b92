/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Confirmação de que o comando foi enviado ao provedor de nuvem (a execução é assíncrona).
 */
export interface ComandoInstanciaNuvem {
  /** Mensagem do provedor sobre o comando aceito. */
  mensagem: string;
}
