/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { ResultadoImportacaoDados } from './resultadoImportacaoDados';
import type { StatusEventoAoVivo } from './statusEventoAoVivo';
import type { TipoEventoImportacao } from './tipoEventoImportacao';

/**
 * Evento de término de uma importação de planilha. A importação fica pendente até chegar o evento cujo dados.id_evento é o idEvento enviado no POST importa-*. SUCESSO: a interface invalida as listagens do recurso. ERRO: a interface mostra "Erro ao importar {entidade}" e lista dados.erros.
 */
export interface ResultadoImportacao {
  tipo_evento: TipoEventoImportacao;
  status: StatusEventoAoVivo;
  dados: ResultadoImportacaoDados;
}
