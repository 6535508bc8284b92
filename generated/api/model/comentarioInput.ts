/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Novo comentário (multipart/form-data).
 */
export interface ComentarioInput {
  /**
   * Texto do comentário (obrigatório; texto rico em HTML).
   * @minLength 1
   */
  comentario: string;
  /** Visível só para a equipe do provedor. */
  privado?: boolean;
  /** Arquivos anexados (um campo `anexos` por arquivo). */
  anexos?: (Blob | File)[];
}
