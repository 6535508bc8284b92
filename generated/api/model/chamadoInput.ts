/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';
import type { SetorChamado } from './setorChamado';

/**
 * Abertura de chamado (multipart/form-data). Anexos aceitos: pdf, jpg, png, mp3 e outros áudios, mp4, planilhas Excel, csv, docx, txt, zip e rar; a interface descarta duplicados (mesmo nome e tamanho).
 */
export interface ChamadoInput {
  setor: SetorChamado;
  /**
   * Título (15 a 300 caracteres).
   * @minLength 15
   * @maxLength 300
   */
  titulo: string;
  /**
   * Descrição em texto rico (HTML).
   * @minLength 1
   */
  descricao: string;
  /** Cliente a que o chamado se refere (opcional). */
  empresaId?: Id;
  /** Arquivos anexados (um campo `anexos` por arquivo). */
  anexos?: (Blob | File)[];
}
