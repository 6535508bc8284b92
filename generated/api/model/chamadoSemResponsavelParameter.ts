/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * true: só os chamados sem nenhum responsável; false ou ausente: sem esse filtro. A visão 'Sem responsável' da fila envia true com as situações não fechadas. O spec não prevê o filtro: escolha de desenho da fila de triagem.
 */
export type ChamadoSemResponsavelParameter = boolean;
