/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { EventoImportacaoErro } from './eventoImportacaoErro';

export type ResultadoImportacaoDados = {
  /**
   * O idEvento enviado pelo front-end no POST de importação.
   * @minLength 1
   */
  id_evento: string;
  /**
   * Mensagem geral do resultado, quando houver.
   * @nullable
   */
  mensagem?: string | null;
  /** Erros por linha da planilha; vazio em SUCESSO. */
  erros: EventoImportacaoErro[];
};
