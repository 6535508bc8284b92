/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { ConfiguracaoAmbiente } from './configuracaoAmbiente';
import type { ConfiguracaoEmissao } from './configuracaoEmissao';
import type { ConfiguracaoSeries } from './configuracaoSeries';

/**
 * Configuração fiscal de um cliente, filial ou unidade (corpo de altera-configuracoes). Enquanto nunca foi gravada, a consulta responde os padrões: HOMOLOGACAO, CT-e 4.00, MDF-e 3.00, emissão NORMAL e séries "1".
 */
export interface ConfiguracaoFiscal {
  ambiente: ConfiguracaoAmbiente;
  emissao: ConfiguracaoEmissao;
  series: ConfiguracaoSeries;
}
