/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { StatusAlteravelChamado } from './statusAlteravelChamado';

/**
 * Mudança de situação (multipart/form-data). O comentário, quando enviado, é gravado no chamado com os anexos; é obrigatório quando há anexos.
 */
export interface AlteraStatusChamadoInput {
  status: StatusAlteravelChamado;
  /**
   * Comentário da mudança (obrigatório quando há anexos).
   * @minLength 1
   */
  comentario?: string;
  /** O comentário é visível só para a equipe do provedor. */
  privado?: boolean;
  /** Arquivos anexados ao comentário (um campo `anexos` por arquivo). */
  anexos?: (Blob | File)[];
}
