/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';

/**
 * Ação de uma rotina: um código de permissão. O código junta a forma da ação ao prefixo da rotina: NOV_ (criar), ALT_ (alterar), CON_ (consultar), ATIVA_INATIVA_ (ativar/inativar), IMPORTA_ (importar), ALT_CONF_ (alterar configurações) e ações próprias (ex. DEL_FRONT_ROT, EMAIL_USU).
 */
export interface AcaoRotina {
  /** Id da ação. Sempre presente nas respostas; na criação e na alteração da rotina, omitido para uma ação nova e informado para manter uma existente (as ausentes são removidas). */
  id?: Id;
  /**
   * Código da ação, em maiúsculas e único no sistema (ex. CON_CID, NOV_CID, IMPORTA_CID).
   * @maxLength 60
   * @pattern ^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$
   */
  codigo: string;
  /**
   * Descrição da ação (ex. CONSULTAR CIDADES).
   * @minLength 1
   * @maxLength 120
   */
  descricao: string;
}
