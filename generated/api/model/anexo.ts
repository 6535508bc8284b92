/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { CaminhoArquivo } from './caminhoArquivo';
import type { Id } from './id';

/**
 * Arquivo anexado a um chamado ou comentário; o conteúdo é baixado por GET /v1/arquivos/{arquivoId}.
 */
export interface Anexo {
  id: Id;
  /**
   * Nome original do arquivo (ex. nota.pdf).
   * @minLength 1
   */
  nome: string;
  /** Tipo MIME (ex. application/pdf, image/png). */
  tipo: string;
  /**
   * Tamanho em bytes.
   * @minimum 0
   */
  tamanho: number;
  /**
   * Identificador do arquivo armazenado.
   * @minLength 1
   */
  arquivoId?: string;
  /** Caminho do conteúdo (ex. /v1/arquivos/{arquivoId}); sempre um caminho da API, porque o visualizador o baixa com o token. Aberto só quando o usuário pede: uma falha ao carregá-lo é mostrada. */
  url: CaminhoArquivo;
}
