/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { ChamadoAtrasadosParameter } from './chamadoAtrasadosParameter';
import type { ChamadoDataAberturaFimParameter } from './chamadoDataAberturaFimParameter';
import type { ChamadoDataAberturaInicioParameter } from './chamadoDataAberturaInicioParameter';
import type { ChamadoDataFechamentoFimParameter } from './chamadoDataFechamentoFimParameter';
import type { ChamadoDataFechamentoInicioParameter } from './chamadoDataFechamentoInicioParameter';
import type { ChamadoEmpresaIdParameter } from './chamadoEmpresaIdParameter';
import type { ChamadoResponsavelUsuarioIdParameter } from './chamadoResponsavelUsuarioIdParameter';
import type { ChamadoSemResponsavelParameter } from './chamadoSemResponsavelParameter';
import type { ChamadoSemRespostaHorasParameter } from './chamadoSemRespostaHorasParameter';
import type { ChamadoSetorParameter } from './chamadoSetorParameter';
import type { FiltrosParameter } from './filtrosParameter';
import type { LimitePaginaParameter } from './limitePaginaParameter';
import type { OrdenacaoParameter } from './ordenacaoParameter';
import type { PaginaParameter } from './paginaParameter';
import type { StatusChamadoFiltro } from './statusChamadoFiltro';

export type ListaChamadosParams = {
  /**
   * Itens por página (10, 25, 50 ou 100).
   */
  limitePagina?: LimitePaginaParameter;
  /**
   * Número da página, começando em 1. Uma página além da última responde items vazio, com os totais (relações em common.yaml#/Pagina).
   * @minimum 1
   */
  pagina?: PaginaParameter;
  /**
   * Termos da pesquisa rápida. Um registro atende quando cada termo aparece (sem diferenciar maiúsculas nem acentos) em algum dos seus campos pesquisáveis.
   * @items.minLength 1
   */
  filtros?: FiltrosParameter;
  /**
   * Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).
   * @pattern ^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$
   */
  ordenacao?: OrdenacaoParameter;
  /**
   * Situações aceitas (qualquer uma); TODOS ou ausente = todas.
   */
  status?: StatusChamadoFiltro[];
  /**
   * Setores aceitos (qualquer um); ausente = todos.
   */
  setor?: ChamadoSetorParameter;
  /**
   * Abertos a partir deste dia.
   */
  dataAberturaInicio?: ChamadoDataAberturaInicioParameter;
  /**
   * Abertos até este dia.
   */
  dataAberturaFim?: ChamadoDataAberturaFimParameter;
  /**
   * Fechados a partir deste dia.
   */
  dataFechamentoInicio?: ChamadoDataFechamentoInicioParameter;
  /**
   * Fechados até este dia.
   */
  dataFechamentoFim?: ChamadoDataFechamentoFimParameter;
  /**
   * Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).
   * @minimum 1
   * @maximum 9007199254740991
   */
  responsavelUsuarioId?: ChamadoResponsavelUsuarioIdParameter;
  /**
   * Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).
   * @minimum 1
   * @maximum 9007199254740991
   */
  empresaId?: ChamadoEmpresaIdParameter;
  /**
   * true: só os chamados atrasados, isto é, não fechados e com a previsão de conclusão antes do momento da consulta (um chamado sem previsão nunca está atrasado); false ou ausente: sem esse filtro. A visão 'Atrasados' da fila envia true. O spec não prevê o filtro: escolha de desenho da fila de triagem.
   */
  atrasados?: ChamadoAtrasadosParameter;
  /**
   * true: só os chamados sem nenhum responsável; false ou ausente: sem esse filtro. A visão 'Sem responsável' da fila envia true com as situações não fechadas. O spec não prevê o filtro: escolha de desenho da fila de triagem.
   */
  semResponsavel?: ChamadoSemResponsavelParameter;
  /**
   * Só os chamados não fechados que esperam resposta do suporte há mais de tantas horas: a primeira manifestação do cliente ainda sem resposta (a abertura, ou o primeiro comentário do cliente depois do último comentário público do suporte) tem mais de semRespostaHoras horas, e nenhum comentário público do suporte (origem SUPORTE, não privado) veio depois dela. A notificação "N chamados estão abertos sem resposta há mais de 24 horas" leva à lista com semRespostaHoras=24 (na aba Aberto), que mostra esses N chamados. O spec não prevê o filtro: escolha de desenho da fila de triagem.
   * @minimum 1
   * @maximum 720
   */
  semRespostaHoras?: ChamadoSemRespostaHorasParameter;
};
