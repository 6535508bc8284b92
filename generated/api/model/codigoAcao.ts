/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Código de uma ação: prefixo da operação (NOV_ criar, ALT_ alterar, CON_ consultar, ATIVA_INATIVA_ ativar/inativar, IMPORTA_ importar, ALT_CONF_ alterar configurações, DEL_ excluir, EMAIL_ enviar e-mail) seguido da sigla da entidade (ex. CON_CID, ALT_CONF_EMP, EMAIL_USU).
 * @pattern ^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$
 */
export type CodigoAcao = string;
