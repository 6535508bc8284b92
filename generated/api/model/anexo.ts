/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
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
  /** Endereço do conteúdo (GET /v1/arquivos/{arquivoId}). */
  url: string;
}
