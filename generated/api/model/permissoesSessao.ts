/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { CodigoAcao } from './codigoAcao';

/**
 * Códigos de ação que o usuário da sessão pode executar, tratados como um conjunto (ex. CON_CID, NOV_EMP, ALT_CONF_FIL, ATIVA_INATIVA_USU, IMPORTA_NCM, EMAIL_USU, DEL_FRONT_ROT).
 */
export interface PermissoesSessao {
  acoes: CodigoAcao[];
}
