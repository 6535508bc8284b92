/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Só os chamados não fechados que esperam resposta do suporte há mais de tantas horas: a primeira manifestação do cliente ainda sem resposta (a abertura, ou o primeiro comentário do cliente depois do último comentário público do suporte) tem mais de semRespostaHoras horas, e nenhum comentário público do suporte (origem SUPORTE, não privado) veio depois dela. A notificação "N chamados estão abertos sem resposta há mais de 24 horas" leva à lista com semRespostaHoras=24 (na aba Aberto), que mostra esses N chamados. O spec não prevê o filtro: escolha de desenho da fila de triagem.
 */
export type ChamadoSemRespostaHorasParameter = number;
