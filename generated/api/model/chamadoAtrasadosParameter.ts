/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * true: só os chamados atrasados, isto é, não fechados e com a previsão de conclusão antes do momento da consulta (um chamado sem previsão nunca está atrasado); false ou ausente: sem esse filtro. A visão 'Atrasados' da fila envia true. O spec não prevê o filtro: escolha de desenho da fila de triagem.
 */
export type ChamadoAtrasadosParameter = boolean;
